import { ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import styles from './index.less';

export interface PartialNoticeProps {
  /** Names of the sources that failed, in the visitor's language. */
  sources: string[];
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The warning above the results when some of the searched sources failed, with "Retry". Its own
 * chunk: antd's Alert and Button load only when a source has failed (issue 13 item 2).
 */
export default function PartialNotice({ sources, retrying, onRetry }: PartialNoticeProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Alert
      className={styles.partial}
      type="warning"
      showIcon
      // antd's own icon would be read out by its English name.
      icon={<ExclamationCircleFilled aria-hidden />}
      title={t('search.partial', { sources: sources.join(t('search.separator')) })}
      action={
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
