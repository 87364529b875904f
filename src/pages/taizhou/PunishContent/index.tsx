import PortalFrame from '@/components/PortalFrame';
import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: service-agency penalty notice list (/taizhou/punishContent). */
export default function Page() {
  return (
    <PortalFrame>
      <SectionPlaceholder titleId="menu.taizhou.punishContent" />
    </PortalFrame>
  );
}
