import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: Suzhou innovation-subject search (/suzhou/ipr-enterprise). */
export default function Page() {
  return <SectionPlaceholder titleId="menu.suzhou.iprEnterprise" />;
}
