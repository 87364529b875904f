import { Button, Result } from 'antd';
import React from 'react';
import { getIntl } from '@umijs/max';

/** True for the error webpack raises when a lazy chunk fails to load (spec §4, §8: ChunkLoadError). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

interface State {
  error?: Error;
}

/**
 * Catches render errors below it. A ChunkLoadError (usually a deploy replaced the files of this
 * page) gets a clear message and a reload button; any other error a generic one; never a white screen.
 */
export default class ChunkErrorBoundary extends React.Component<React.PropsWithChildren, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    // This boundary sits outside the locale provider, so it reads messages from the global intl.
    const t = (id: string) => getIntl().formatMessage({ id });
    return (
      <main style={{ padding: '48px 16px' }}>
        <Result
          status={chunk ? 'info' : 'error'}
          title={t(chunk ? 'app.chunkError.title' : 'app.crash.title')}
          subTitle={t(chunk ? 'app.chunkError.description' : 'app.crash.description')}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('app.chunkError.reload')}
            </Button>
          }
        />
      </main>
    );
  }
}
