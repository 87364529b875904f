import PortalFrame from '@/components/PortalFrame';
import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: policy announcement detail (/taizhou/announceDetail). */
export default function Page() {
  return (
    <PortalFrame>
      <SectionPlaceholder titleId="menu.taizhou.announceDetail" />
    </PortalFrame>
  );
}
