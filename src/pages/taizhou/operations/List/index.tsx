import { PlusOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Card, Grid } from 'antd';
import { useEffect, useRef, useState } from 'react';
import useOpenedOnce from '@/hooks/useOpenedOnce';
import { toPage } from '@/utils/serviceResult';
import PageHeading from '@/components/PageHeading';
import { REQUEST_DEFAULTS } from '@/constants';
import deferred from '@/components/Deferred';
import LightButton from '@/components/LightButton';
import { ListSkeleton } from '@/components/LineSkeleton';
import { listFallback } from '@/components/ListFallback';
import Pager from '@/components/Pager';
import { findIndex } from '@/services/dataService';
import ListingCard from './components/ListingCard';
import { MineChoicePlaceholder, TypeChoicePlaceholder } from './components/ChoicePlaceholders';
import useListQuery from './hooks/useListQuery';
import useTransactionTypes from '@/features/operations/useTransactionTypes';
import styles from './index.less';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';
import KeywordSearch from '@/components/KeywordSearch';
import FilterFold from '@/components/FilterFold';
import useNarrow from '@/hooks/useNarrow';
import { showFeedback } from '@/utils/feedback';

// The publish dialog (antd Modal, Form, DatePicker) loads when the visitor heads for it (issue 13).
const ListingFormModal = deferred(() => import('@/features/operations/ListingFormModal'));
// Only a logged-in visitor gets the pushed listings (with antd's Button, Empty and Skeleton): an
// anonymous visitor's first load goes without them.
const RecommendedListings = deferred(() => import('./components/RecommendedListings'));
// antd's Radio (with the form engine it imports) and Checkbox, ~14 KB: drawn after the page, and on
// a phone, where the filters are folded, when the visitor opens them (issue 30: a phone's first load).
const loadChoices = () => import('./components/ListingChoices');
const TypeChoice = deferred(async () => ({ default: (await loadChoices()).TypeChoice }));
const MineChoice = deferred(async () => ({ default: (await loadChoices()).MineChoice }));

const ALL_TYPES = '';

/**
 * Spec §2 `/taizhou/operations/list`, issue 2 item 11 and issue 5 items 2–3: the IP transaction
 * index (spec §7 findIndex), searchable by keyword and filterable by transaction type (dictionary
 * `ipc_transaction_type`) and, for a logged-in visitor, to their own listings; paged by
 * REQUEST_DEFAULTS.pageSize. Keyword, type, `mine`, page and the open publish form live in the URL.
 * Anyone may fill the publish form; submitting it needs a login, and the SSO round trip comes back
 * to the open form with the draft. Logged-in visitors also see the listings pushed to them
 * (activePush). Rendered inside the Taizhou wrapper, which provides the portal frame.
 */
export default function OperationsList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const currentUser = initialState?.currentUser;
  const loggedIn = Boolean(currentUser?.account);
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  // Below antd's md breakpoint the filters fold behind one button, as on every list.
  const folded = useNarrow();

  const [query, setQuery, listRequest] = useListQuery();
  const publishDrawn = useOpenedOnce(query.publish);
  // A shared `?mine=1` address means nothing to an anonymous visitor: they see the whole index.
  const publisherId = loggedIn && query.mine ? currentUser?.id : undefined;
  const { options: typeOptions, labelOf } = useTransactionTypes();
  const [draft, setDraft] = useState(query.keyword);
  const [reloads, setReloads] = useState(0);
  const resultsRef = useRef<HTMLDivElement>(null);

  // Back/forward and links change the URL under the search box: show the keyword being applied.
  useEffect(() => setDraft(query.keyword), [query.keyword]);

  const { data, loading, error, refresh } = useServiceRequest(
    async () =>
      toPage<API.TransactionIndex>(
        // What the static shell prefetched for the address (the market's first-view declaration), but for `mine`.
        await findIndex({ ...listRequest, publisherId }),
      ),
    { refreshDeps: [query.page, query.keyword, query.type, publisherId, reloads] },
  );

  const choices = [{ value: ALL_TYPES, label: t('operations.type.all') }, ...typeOptions];
  const mineLabel = t('operations.list.mine');
  const activeFilters = [query.keyword, query.type, publisherId].filter(Boolean).length;
  const filtered = activeFilters > 0;
  const clearFilters = () => setQuery({ keyword: '', type: ALL_TYPES, mine: false, page: 1 });
  const list = data?.list ?? [];
  const total = data?.total ?? 0;

  const goToPage = (page: number) => {
    setQuery({ page });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const onPublished = () => {
    const published = t('operations.publish.success');
    showFeedback(({ message }) => message.success(published));
    // The new listing is newest: show the first page of the whole index, even if that is the
    // current address already (then only the reload counter changes).
    setQuery({ keyword: '', type: ALL_TYPES, mine: false, page: 1, publish: false });
    setReloads((n) => n + 1);
  };

  const renderResults = () => {
    // Every load, not only the first, shows the cards' grey lines: a new page or filter is another list.
    if (loading) {
      return (
        <ul className={styles.list} aria-hidden>
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Card variant="borderless" className={styles.card}>
                <ListSkeleton rows={3} />
              </Card>
            </li>
          ))}
        </ul>
      );
    }
    // The visitor's own listings, with no search or type: "you have published nothing" either way.
    const mineOnly = Boolean(publisherId && !query.keyword && !query.type);
    const fallback = listFallback({
      error,
      loading,
      loaded: true,
      count: list.length,
      total,
      page: query.page,
      filtered,
      texts: {
        loadFailed: t('operations.list.loadFailed'),
        empty: t(mineOnly ? 'operations.list.emptyMine' : 'operations.list.empty'),
        emptyFiltered: t(mineOnly ? 'operations.list.emptyMine' : 'operations.list.emptyFiltered'),
        firstPage: t('operations.list.firstPage'),
        clearFilters: t('operations.list.clearFilters'),
      },
      onRetry: refresh,
      onFirstPage: () => setQuery({ page: 1 }),
      onClearFilters: clearFilters,
    });
    if (fallback) {
      return (
        <Card variant="borderless" className={styles.stateCard}>
          {fallback}
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

  const renderPager = () =>
    total > REQUEST_DEFAULTS.pageSize && !error ? (
      <nav className={styles.pager} aria-label={t('operations.list.pagination')}>
        <Pager
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
    ) : null;

  return (
    <div className={styles.page}>
      <PortalBreadcrumb className={styles.breadcrumb} current={t('menu.taizhou.operationsList')} />
      <PageHeading
        title={t('operations.list.heading')}
        intro={t('operations.list.intro')}
        extra={
          <LightButton
            kind="primary"
            size="large"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setQuery({ publish: true })}
            {...ListingFormModal.preloadOnApproach}
            block={narrow}
          >
            {t('operations.publish.button')}
          </LightButton>
        }
      />

      <FilterFold fold={folded} activeFilters={activeFilters}>
        <Card variant="borderless" className={styles.filters}>
          {/* biome-ignore lint/a11y/useSemanticElements: as in SiteSearchBox, <search> is missing in the browsers the app targets. */}
          <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.searchRow}>
            <label htmlFor="operations-keyword" className={styles.srOnly}>
              {t('operations.search.label')}
            </label>
            <KeywordSearch
              id="operations-keyword"
              value={draft}
              onChange={setDraft}
              placeholder={t('operations.search.placeholder')}
              onSearch={(value) => (value.trim() === query.keyword ? refresh() : setQuery({ keyword: value.trim() }))}
            />
          </form>
          <div className={styles.typeRow}>
            <span id="operations-type-label" className={styles.typeLabel}>
              {t('operations.field.transactionType')}
              {t('operations.colon')}
            </span>
            <div role="radiogroup" aria-labelledby="operations-type-label">
              <TypeChoice
                value={query.type}
                options={choices}
                onChange={(type) => setQuery({ type })}
                fallback={<TypeChoicePlaceholder labels={choices.map((choice) => choice.label)} />}
              />
            </div>
          </div>
          {loggedIn ? (
            <div className={styles.mineRow}>
              <MineChoice
                checked={query.mine}
                label={mineLabel}
                onChange={(mine) => setQuery({ mine })}
                fallback={<MineChoicePlaceholder label={mineLabel} />}
              />
            </div>
          ) : null}
        </Card>
      </FilterFold>

      <div className={loggedIn ? styles.withAside : undefined}>
        <div className={styles.main}>
          <div ref={resultsRef} className={styles.results} aria-busy={loading}>
            <p className={styles.summary} aria-live="polite">
              {!loading && !error ? t('operations.list.total', { total }) : '\u00a0'}
            </p>
            {renderResults()}
          </div>
          {renderPager()}
        </div>
        {loggedIn ? <RecommendedListings labelOf={labelOf} fallback={<ListSkeleton rows={4} />} /> : null}
      </div>

      {/* Drawn when first opened (issue 13: no hidden form at start), then kept with what was typed. */}
      {publishDrawn ? (
        <ListingFormModal
          open={query.publish}
          typeOptions={typeOptions}
          onCancel={() => setQuery({ publish: false })}
          onSaved={onPublished}
        />
      ) : null}
    </div>
  );
}
