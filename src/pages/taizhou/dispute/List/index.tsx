import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: dispute handling list, inside the portal wrapper. */
export default function Page() {
  return <SectionPlaceholder titleId="menu.taizhou.disputeList" />;
}
