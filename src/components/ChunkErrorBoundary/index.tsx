import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { getIntl } from '@umijs/max';
import { Button } from 'antd';
import React from 'react';
import styles from './index.less';

/** True for the error webpack raises when a lazy JS or CSS chunk fails to load (spec §4, §8: ChunkLoadError). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

interface State {
  error?: Error;
}

/**
 * Catches render errors below it, so the visitor never gets a white screen. A ChunkLoadError
 * (usually a deploy replaced the files of this page, spec §4, §9) gets a "page updated" message;
 * any other error a generic one; both offer a reload button. Used as the root container and as
 * ProLayout's ErrorBoundary, so it is part of every first load: its view is plain markup in the
 * style of antd's Result, which would bring its status illustrations along (and a view shown
 * because chunks fail to load cannot itself be a lazy chunk).
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
    // The root container sits outside the locale provider, so messages come from the app-wide intl.
    const t = (id: string) => getIntl().formatMessage({ id });
    // A div, not <main>: inside ProLayout this sits within the layout's own <main>.
    return (
      <div className={styles.view}>
        <span className={chunk ? styles.info : styles.error} aria-hidden>
          {chunk ? <InfoCircleFilled /> : <CloseCircleFilled />}
        </span>
        <h1 className={styles.title}>{t(chunk ? 'app.chunkError.title' : 'app.crash.title')}</h1>
        <p className={styles.description}>{t(chunk ? 'app.chunkError.description' : 'app.crash.description')}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.chunkError.reload')}
        </Button>
      </div>
    );
  }
}
