import PortalFrame from '@/components/PortalFrame';
import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: Taizhou home page. */
export default function Page() {
  return (
    <PortalFrame>
      <SectionPlaceholder titleId="menu.taizhou.home" />
    </PortalFrame>
  );
}
