import { Outlet } from '@umijs/max';
import PortalFrame from '@/components/PortalFrame';

/**
 * Spec §2's wrapper page: the parent route of every Taizhou page (the enterprise, operations,
 * dispute and newsDetail groups the spec names among them) and of the not-found and error pages.
 * The portal frame is drawn here once and stays mounted between them; each page renders, and a lazy
 * page's placeholder shows, in its content area.
 */
export default function TaizhouWrapper() {
  return (
    <PortalFrame>
      <Outlet />
    </PortalFrame>
  );
}
