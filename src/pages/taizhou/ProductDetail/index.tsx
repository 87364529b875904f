import PortalFrame from '@/components/PortalFrame';
import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: product detail (/taizhou/productDetail). */
export default function Page() {
  return (
    <PortalFrame>
      <SectionPlaceholder titleId="menu.taizhou.productDetail" />
    </PortalFrame>
  );
}
