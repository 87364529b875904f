import PortalFrame from '@/components/PortalFrame';
import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: penalty notice detail (/taizhou/punishContentDetail). */
export default function Page() {
  return (
    <PortalFrame>
      <SectionPlaceholder titleId="menu.taizhou.punishContentDetail" />
    </PortalFrame>
  );
}
