import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: enterprise (subject) search, inside the portal wrapper. */
export default function Page() {
  return <SectionPlaceholder titleId="menu.taizhou.enterpriseSearch" />;
}
