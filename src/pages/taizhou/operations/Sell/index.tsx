import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: IP sell detail for a given id, inside the portal wrapper. */
export default function Page() {
  return <SectionPlaceholder titleId="menu.taizhou.operationsSell" />;
}
