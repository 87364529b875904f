import { Spin } from 'antd';
import { useIntl } from '@umijs/max';

/** Spec §2: placeholder of a lazy page, a centred large spinner with the text `loading...`. */
export default function Loading() {
  const intl = useIntl();
  return (
    <div style={{ minHeight: 240, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 48 }}>
      <Spin size="large" tip={intl.formatMessage({ id: 'app.loading' })}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
