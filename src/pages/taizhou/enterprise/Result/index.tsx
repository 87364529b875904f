import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: enterprise detail and analysis, inside the portal wrapper. */
export default function Page() {
  return <SectionPlaceholder titleId="menu.taizhou.enterpriseResult" />;
}
