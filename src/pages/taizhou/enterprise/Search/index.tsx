import { useIntl } from '@umijs/max';
import EnterpriseSearch from '@/features/enterprise';
import PageHeading from '@/components/PageHeading';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';

/**
 * Spec §2 `/taizhou/enterprise/search`, issue 4 item 2: Taizhou's enterprise (innovation subject)
 * search inside the portal wrapper. The home page's search box lands here with `?keyword=`.
 */
export default function TaizhouEnterpriseSearch() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'enterprise.search.title' });
  return (
    <>
      <PortalBreadcrumb style={{ marginBottom: 12 }} current={title} />
      <PageHeading title={title} intro={intl.formatMessage({ id: 'enterprise.search.intro' })} />
      <EnterpriseSearch region="taizhou" />
    </>
  );
}
