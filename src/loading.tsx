import { Spin } from 'antd';
import { useIntl } from '@umijs/max';
import { useContext } from 'react';
import { BASE_PATH } from '@/constants';
import { InPortalFrame, registeredPortalFrame } from '@/utils/portalFrameSlot';

const TAIZHOU = `${BASE_PATH}taizhou`;

/**
 * Spec §2: placeholder of a lazy page, a centred large spinner with the text `loading...`.
 * Issue 16 item 5: a Taizhou page draws its portal frame itself, so while the next one loads its
 * placeholder stands in the frame's content area (header and footer stay) instead of replacing
 * the whole screen. Inside a frame already (a wrapper group), or outside Taizhou (ProLayout keeps
 * Suzhou's frame), it is the spinner alone.
 */
export default function Loading() {
  const intl = useIntl();
  const inFrame = useContext(InPortalFrame);
  const spinner = (
    <div style={{ minHeight: 240, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 48 }}>
      <Spin size="large" tip={intl.formatMessage({ id: 'app.loading' })}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
  const Frame = registeredPortalFrame();
  const { pathname } = window.location;
  const taizhou = pathname === TAIZHOU || pathname.startsWith(`${TAIZHOU}/`);
  return Frame && taizhou && !inFrame ? <Frame>{spinner}</Frame> : spinner;
}
