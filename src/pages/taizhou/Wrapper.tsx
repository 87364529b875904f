import { Outlet } from '@umijs/max';
import PortalFrame from '@/components/PortalFrame';

/** Spec §2: the wrapper page shared by the enterprise, operations, dispute and newsDetail groups. */
export default function TaizhouWrapper() {
  return (
    <PortalFrame>
      <Outlet />
    </PortalFrame>
  );
}
