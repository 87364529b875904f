import { getIntl } from '@umijs/max';
import { useSyncExternalStore } from 'react';
import LightButton from '@/components/LightButton';
import { networkState, subscribeNetworkState } from '@/utils/networkState';
import styles from './index.less';

/**
 * Issue 26 items 3 and 5, spec §8: the app's notices about the connection, at the foot of the
 * window on every page (rendered beside the app by `rootContainer`, so a page's failure or its
 * error boundary never takes them away):
 * - the offline warning (`role="alert"`), while the browser is offline or after a call failed
 *   because it was; it goes when the browser is back online, and the views whose calls failed ask
 *   again then (src/hooks/useServiceRequest.ts);
 * - the 'new content' notice with a Refresh button, once the chunk probe has found this build's
 *   files replaced by a newer deploy (src/utils/chunkFailure.ts): the visitor reloads when ready,
 *   nothing is reloaded under a half-typed form;
 * - "still loading" while any view has waited more than a second for its call: one polite status
 *   region, present from the first render so screen readers announce the words once when they
 *   appear, not once per waiting view.
 * Plain markup and LightButton: this is part of every first load. Outside the locale provider,
 * so the words come from the app-wide intl, as in ChunkErrorBoundary.
 */
export default function NetworkNotices() {
  const { offline, newBuild, slowViews } = useSyncExternalStore(subscribeNetworkState, networkState, networkState);
  const t = (id: string) => getIntl().formatMessage({ id });
  return (
    <div className={styles.notices}>
      {offline ? (
        <p className={`${styles.notice} ${styles.offline}`} role="alert">
          {t('network.offline')}
        </p>
      ) : null}
      {newBuild ? (
        <div className={styles.notice} role="status">
          <span>{t('network.newVersion')}</span>
          <LightButton kind="primary" onClick={() => window.location.reload()}>
            {t('network.refresh')}
          </LightButton>
        </div>
      ) : null}
      <p className={slowViews > 0 ? styles.notice : styles.idle} role="status">
        {slowViews > 0 ? t('request.slow') : null}
      </p>
    </div>
  );
}
