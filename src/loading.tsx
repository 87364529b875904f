import { useIntl } from '@umijs/max';
import { useContext } from 'react';
import { spinnerDots } from '@/components/BootPlaceholder';
import { BASE_PATH } from '@/constants';
import { InPortalFrame, registeredPortalFrame } from '@/utils/portalFrameSlot';
import styles from './loading.less';

const TAIZHOU = `${BASE_PATH}taizhou`;

/**
 * Spec §2: placeholder of a lazy page, a centred large spinner with the text `loading...` (antd's
 * large Spin with a tip, drawn by `loading.less`).
 * Issue 16 item 5: a Taizhou page draws its portal frame itself, so while the next one loads its
 * placeholder stands in the frame's content area (header and footer stay) instead of replacing
 * the whole screen. Inside a frame already (a wrapper group), or outside Taizhou (ProLayout keeps
 * Suzhou's frame), it is the spinner alone.
 */
export default function Loading() {
  const intl = useIntl();
  const inFrame = useContext(InPortalFrame);
  const spinner = (
    <div className={styles.spinner} role="status" aria-busy="true">
      {spinnerDots()}
      <div className={styles.tip}>{intl.formatMessage({ id: 'app.loading' })}</div>
    </div>
  );
  const Frame = registeredPortalFrame();
  const { pathname } = window.location;
  const taizhou = pathname === TAIZHOU || pathname.startsWith(`${TAIZHOU}/`);
  return Frame && taizhou && !inFrame ? <Frame>{spinner}</Frame> : spinner;
}
