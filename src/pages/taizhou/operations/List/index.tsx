import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: IP operations list, inside the portal wrapper. */
export default function Page() {
  return <SectionPlaceholder titleId="menu.taizhou.operationsList" />;
}
