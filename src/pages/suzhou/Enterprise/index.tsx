import { useIntl } from '@umijs/max';
import EnterpriseSearch from '@/features/enterprise';
import PageHeading from '@/components/PageHeading';

/** Spec §2 `/suzhou/ipr-enterprise`, issue 4 item 2: Suzhou's innovation-subject search, inside ProLayout. */
export default function SuzhouEnterpriseSearch() {
  const intl = useIntl();
  return (
    <>
      <PageHeading
        title={intl.formatMessage({ id: 'menu.suzhou.iprEnterprise' })}
        intro={intl.formatMessage({ id: 'enterprise.search.intro' })}
      />
      <EnterpriseSearch region="suzhou" />
    </>
  );
}
