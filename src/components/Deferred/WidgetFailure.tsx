import { getIntl } from '@umijs/max';
import { useEffect, useState } from 'react';
import LightButton from '@/components/LightButton';
import { probeChunk, type ChunkProbe } from '@/utils/chunkFailure';
import styles from './WidgetFailure.less';

export interface WidgetFailureProps {
  /** The ChunkLoadError of the widget's code. */
  error: Error;
  /** Asks for the widget's code again (offered when the connection, not a deploy, lost it). */
  onRetry: () => void;
}

/**
 * Issue 26 item 5: what stands where a {@link deferred} widget (a form, a table, a dialog, the pager)
 * would be when its code did not load. The page around it stays, with everything typed into it. The
 * chunk probe tells why: files a newer deploy replaced raise the app-wide 'new content' notice with
 * its Refresh button (src/components/NetworkNotices), and this line says so; a dropped connection
 * gets a Retry here. Plain markup and LightButton: Deferred is part of every first load.
 */
export default function WidgetFailure({ error, onRetry }: WidgetFailureProps) {
  const [probe, setProbe] = useState<ChunkProbe>();
  useEffect(() => {
    let current = true;
    probeChunk(error).then((answer) => current && setProbe(answer));
    return () => {
      current = false;
    };
  }, [error]);
  // Until the probe answers (a moment) nothing is claimed.
  if (!probe) return null;
  // The app-wide intl, as ChunkErrorBoundary's: the words do not depend on where the widget sits.
  const t = (id: string) => getIntl().formatMessage({ id });
  return (
    <div className={styles.failure} role="status">
      <span>{t(probe === 'missing' ? 'app.widgetError.updated' : 'app.widgetError.network')}</span>
      {probe === 'missing' ? null : (
        <LightButton kind="default" onClick={onRetry}>
          {t('common.retry')}
        </LightButton>
      )}
    </div>
  );
}
