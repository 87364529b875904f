import { Link, useIntl } from '@umijs/max';
import { Breadcrumb } from 'antd';
import EnterpriseSearch from '@/components/EnterpriseSearch';
import PageHeading from '@/components/PageHeading';

/**
 * Spec §2 `/taizhou/enterprise/search`, issue 4 item 2: Taizhou's enterprise (innovation subject)
 * search inside the portal wrapper. The home page's search box lands here with `?keyword=`.
 */
export default function TaizhouEnterpriseSearch() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'enterprise.search.title' });
  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/taizhou">{intl.formatMessage({ id: 'menu.taizhou.home' })}</Link> }, { title }]}
      />
      <PageHeading title={title} intro={intl.formatMessage({ id: 'enterprise.search.intro' })} />
      <EnterpriseSearch region="taizhou" />
    </>
  );
}
