import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: dispute submission success page, inside the portal wrapper. */
export default function Page() {
  return <SectionPlaceholder titleId="menu.taizhou.disputeSuccess" />;
}
