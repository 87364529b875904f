import SectionPlaceholder from '@/components/SectionPlaceholder';

/** Spec §2: publicity/news detail (/taizhou/newsDetail), inside the portal wrapper. */
export default function Page() {
  return <SectionPlaceholder titleId="menu.taizhou.newsDetail" />;
}
