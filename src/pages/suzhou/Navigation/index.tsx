import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: Suzhou industry and patent navigation (/suzhou/ipr-nav). */
export default function Page() {
  return <SectionPlaceholder titleId="menu.suzhou.iprNav" />;
}
