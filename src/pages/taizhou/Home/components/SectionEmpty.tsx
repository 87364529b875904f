import { useIntl } from '@umijs/max';
import { Empty } from 'antd';

/** Empty state of a home section: nothing published yet. */
export default function SectionEmpty() {
  const intl = useIntl();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'common.empty' })} />;
}
