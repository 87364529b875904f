import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { getIntl } from '@umijs/max';
import React from 'react';
import LightButton from '@/components/LightButton';
import { probeChunk, type ChunkProbe } from '@/utils/chunkFailure';
import styles from './index.less';

/** True for the error webpack raises when a lazy JS or CSS chunk fails to load (spec §4, §8: ChunkLoadError). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

interface Props {
  /** A new value clears a caught error, so the children render again (the portal frame passes the address). */
  resetKey?: string;
}

interface State {
  error?: Error;
  /** For a ChunkLoadError: undefined while the first probe runs. */
  probe?: ChunkProbe;
  /** A retry found the network still down. */
  stillOffline?: boolean;
  /** The `resetKey` of the last render: a caught error belongs to it. */
  resetKey?: string;
}

/**
 * Catches render errors below it, so the visitor never gets a white screen. A ChunkLoadError
 * (spec §4, §9) is told apart first (issue 16 item 5): files a deploy replaced get "page updated"
 * and a reload; a dropped connection gets "could not load, check your connection" and a retry,
 * which reloads only once the file answers again (a reload while offline would swap the site for
 * the browser's offline page). Any other error gets a generic message and a reload. Used as the root container and as
 * ProLayout's ErrorBoundary, so it is part of every first load: its view is plain markup in the
 * style of antd's Result, which would bring its status illustrations along (and a view shown
 * because chunks fail to load cannot itself be a lazy chunk); its button is LightButton, since
 * antd's Button would put its style generator and the colour picker's code in every first load.
 */
export default class ChunkErrorBoundary extends React.Component<React.PropsWithChildren<Props>, State> {
  state: State = {};

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: undefined, probe: undefined, stillOffline: false };
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, probe: undefined, stillOffline: false };
  }

  componentDidCatch(error: Error) {
    if (!isChunkLoadError(error)) return;
    probeChunk(error).then((probe) => {
      if (this.state.error === error) this.setState({ probe });
    });
  }

  private retry = async () => {
    const { error } = this.state;
    if (!error) return;
    if ((await probeChunk(error)) === 'unreachable') this.setState({ stillOffline: true });
    else window.location.reload();
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    const { probe, stillOffline } = this.state;
    const network = chunk && (probe === 'present' || probe === 'unreachable');
    // The root container sits outside the locale provider, so messages come from the app-wide intl.
    const t = (id: string) => getIntl().formatMessage({ id });
    const [title, description] = network
      ? ['app.chunkError.networkTitle', stillOffline ? 'app.chunkError.stillOffline' : 'app.chunkError.networkDescription']
      : chunk
        ? ['app.chunkError.title', 'app.chunkError.description']
        : ['app.crash.title', 'app.crash.description'];
    // A div, not <main>: inside ProLayout this sits within the layout's own <main>.
    return (
      <div className={styles.view}>
        <span className={chunk ? styles.info : styles.error} aria-hidden>
          {chunk ? <InfoCircleFilled /> : <CloseCircleFilled />}
        </span>
        {chunk && probe === undefined ? (
          // Until the probe answers (a moment): no claim either way, only that the page is not there.
          <h1 className={styles.title}>{t('app.chunkError.checking')}</h1>
        ) : (
          <>
            <h1 className={styles.title}>{t(title)}</h1>
            <p className={styles.description} role={stillOffline ? 'alert' : undefined}>
              {t(description)}
            </p>
            {network ? (
              <LightButton kind="primary" onClick={this.retry}>
                {t('common.retry')}
              </LightButton>
            ) : (
              <LightButton kind="primary" onClick={() => window.location.reload()}>
                {t('app.chunkError.reload')}
              </LightButton>
            )}
          </>
        )}
      </div>
    );
  }
}
