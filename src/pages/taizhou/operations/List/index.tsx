import { PlusOutlined } from '@ant-design/icons';
import { Link, useIntl, useModel } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Breadcrumb, Button, Card, Empty, Grid, Input, message, Pagination, Radio, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import LoadError from '@/components/LoadError';
import { failureText, toPage } from '@/utils/serviceResult';
import PageHeading from '@/components/PageHeading';
import { REQUEST_DEFAULTS } from '@/constants';
import { findIndex } from '@/services/dataService';
import { goToLogin } from '@/utils/sso';
import ListingCard from './components/ListingCard';
import ListingFormModal from '../shared/ListingFormModal';
import useListQuery from './hooks/useListQuery';
import useTransactionTypes from '../shared/useTransactionTypes';
import styles from './index.less';

const ALL_TYPES = '';
const KEYWORD_MAX = 100;

/**
 * Spec §2 `/taizhou/operations/list`, issue 2 item 11: the IP transaction index (spec §7 findIndex),
 * searchable by keyword and filterable by transaction type (dictionary `ipc_transaction_type`),
 * paged by REQUEST_DEFAULTS.pageSize; keyword, type and page live in the URL. Publishing a listing
 * needs a login: anonymous visitors go to SSO and come back here; logged-in visitors get the form.
 * Rendered inside the Taizhou wrapper, which provides the portal frame.
 */
export default function OperationsList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const loggedIn = Boolean(initialState?.currentUser?.account);
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  const [toast, toastHolder] = message.useMessage();

  const [query, setQuery] = useListQuery();
  const { options: typeOptions, labelOf } = useTransactionTypes();
  const [draft, setDraft] = useState(query.keyword);
  const [publishing, setPublishing] = useState(false);
  const [reloads, setReloads] = useState(0);
  const resultsRef = useRef<HTMLDivElement>(null);

  // Back/forward and links change the URL under the search box: show the keyword being applied.
  useEffect(() => setDraft(query.keyword), [query.keyword]);

  const { data, loading, error, refresh } = useServiceRequest(
    async () =>
      toPage<API.TransactionIndex>(
        await findIndex({
          current: query.page,
          pageSize: REQUEST_DEFAULTS.pageSize,
          keyword: query.keyword,
          transactionType: query.type,
        }),
      ),
    { refreshDeps: [query.page, query.keyword, query.type, reloads] },
  );

  const filtered = Boolean(query.keyword || query.type);
  const list = data?.list ?? [];
  const total = data?.total ?? 0;

  const goToPage = (page: number) => {
    setQuery({ page });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const onPublishClick = () => {
    if (loggedIn) setPublishing(true);
    else goToLogin();
  };

  const onPublished = () => {
    setPublishing(false);
    toast.success(t('operations.publish.success'));
    // The new listing is newest: show the first page of the whole index, even if that is the
    // current address already (then only the reload counter changes).
    setQuery({ keyword: '', type: ALL_TYPES, page: 1 });
    setReloads((n) => n + 1);
  };

  const renderResults = () => {
    if (error && !loading) {
      return (
        <Card variant="borderless" className={styles.stateCard}>
          <LoadError onRetry={refresh} description={failureText(error) || t('operations.list.loadFailed')} />
        </Card>
      );
    }
    if (loading) {
      return (
        <ul className={styles.list} aria-hidden>
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Card variant="borderless" className={styles.card}>
                <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
              </Card>
            </li>
          ))}
        </ul>
      );
    }
    if (!list.length) {
      const beyondEnd = query.page > 1 && total > 0;
      return (
        <Card variant="borderless" className={styles.stateCard}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(filtered ? 'operations.list.emptyFiltered' : 'operations.list.empty')}
          >
            {beyondEnd ? (
              <Button onClick={() => setQuery({ page: 1 })}>{t('operations.list.firstPage')}</Button>
            ) : filtered ? (
              <Button onClick={() => setQuery({ keyword: '', type: ALL_TYPES, page: 1 })}>
                {t('operations.list.clearFilters')}
              </Button>
            ) : null}
          </Empty>
        </Card>
      );
    }
    return (
      <ul className={styles.list}>
        {list.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} typeLabel={labelOf(listing.transactionType)} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      {toastHolder}
      <Breadcrumb
        aria-label={t('operations.breadcrumb')}
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> },
          { title: t('menu.taizhou.operationsList') },
        ]}
      />
      <PageHeading
        title={t('operations.list.heading')}
        intro={t('operations.list.intro')}
        extra={
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onPublishClick} block={narrow}>
            {t('operations.publish.button')}
          </Button>
        }
      />

      <Card variant="borderless" className={styles.filters}>
        <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.searchRow}>
          <label htmlFor="operations-keyword" className={styles.srOnly}>
            {t('operations.search.label')}
          </label>
          <Input.Search
            id="operations-keyword"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(value) => (value.trim() === query.keyword ? refresh() : setQuery({ keyword: value.trim() }))}
            placeholder={t('operations.search.placeholder')}
            enterButton={t('common.search')}
            allowClear
            size="large"
            maxLength={KEYWORD_MAX}
          />
        </form>
        <div className={styles.typeRow}>
          <span id="operations-type-label" className={styles.typeLabel}>
            {t('operations.field.transactionType')}
            {t('operations.colon')}
          </span>
          <div role="radiogroup" aria-labelledby="operations-type-label">
            <Radio.Group
              name="transactionType"
              className={styles.typeGroup}
              optionType="button"
              value={query.type}
              onChange={(e) => setQuery({ type: e.target.value as string })}
              options={[{ value: ALL_TYPES, label: t('operations.type.all') }, ...typeOptions]}
            />
          </div>
        </div>
      </Card>

      <div ref={resultsRef} className={styles.results} aria-busy={loading}>
        <p className={styles.summary} aria-live="polite">
          {!loading && !error ? t('operations.list.total', { total }) : '\u00a0'}
        </p>
        {renderResults()}
      </div>

      {total > REQUEST_DEFAULTS.pageSize && !error ? (
        <nav className={styles.pager} aria-label={t('operations.list.pagination')}>
          <Pagination
            current={query.page}
            pageSize={REQUEST_DEFAULTS.pageSize}
            total={total}
            showSizeChanger={false}
            simple={narrow}
            showTotal={narrow ? undefined : (count) => t('common.total', { total: count })}
            onChange={goToPage}
            disabled={loading}
          />
        </nav>
      ) : null}

      <ListingFormModal
        open={publishing}
        typeOptions={typeOptions}
        onCancel={() => setPublishing(false)}
        onPublished={onPublished}
      />
    </div>
  );
}
