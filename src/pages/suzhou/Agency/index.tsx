import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: Suzhou agency services; also /suzhou/ipr-tjfx, which shows the same page. */
export default function Page() {
  return <SectionPlaceholder titleId="menu.suzhou.iprAgency" />;
}
