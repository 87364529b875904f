import { Link, useIntl } from '@umijs/max';
import { Card, Empty, Radio, Tag } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import FilteredList from '@/components/FilteredList';
import Highlight from '@/components/Highlight';
import PageHeading from '@/components/PageHeading';
import { DATA_LANG, REQUEST_DEFAULTS } from '@/constants';
import { shownLang } from '@/components/DataText';
import { NEWS_SOURCES, VIOLATION_TYPES } from '@/domain/content';
import KeywordSearch from '@/components/KeywordSearch';
import useServiceRequest from '@/hooks/useServiceRequest';
import { NO_VALUE, valueLabel } from '@/features/content/format';
import list from '@/features/content/list.less';
import { useSearchState } from '@/utils/searchState';
import { SEARCH_TYPES, isSearchType, type SearchHit, type SearchTab, type SearchType } from './hits';
import { summarise } from './merge';
import { searchKeyword, searchSources } from './sources';
import styles from './index.less';
import Day from '@/components/Day';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';

// Alert and Button load only when a searched source has failed.
const PartialNotice = lazy(() => import('./PartialNotice'));

const KEYS = ['keyword', 'type'] as const;
const TABS: readonly SearchTab[] = ['all', ...SEARCH_TYPES];

/** Tag colour of each type (antd presets whose text passes WCAG AA contrast on their own background). */
const TYPE_COLOUR: Record<SearchType, string> = {
  announcement: 'blue',
  news: 'geekblue',
  punishment: 'red',
  product: 'magenta',
  listing: 'purple',
  enterprise: 'default',
};

/**
 * Issue 14 item 1: the site search, `/taizhou/search?keyword=&type=&page=`. The backend has no
 * search service, so the page asks the six content services' own keyword filters at once
 * (`sources.ts`) and merges their answers (`merge.ts`): "all" lists the newest hits of every
 * source by date, a type pages through its service; each type shows its count. A source that
 * fails is named above the others' results, with a retry. Keyword, type and page live in the URL.
 */
export default function SiteSearch() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [query, setQuery] = useSearchState(KEYS);
  // What the services are asked for and what is marked: the words, not the emoji around them (issue
  // 27 item 11); the box keeps what was typed.
  const typed = query.keyword;
  const keyword = searchKeyword(typed);
  const tab: SearchTab = isSearchType(query.type) ? query.type : 'all';
  const page = tab === 'all' ? 1 : query.page;
  const [draft, setDraft] = useState(typed);
  // Back/forward and the header's box change the URL under the search box: show the keyword applied.
  useEffect(() => setDraft(typed), [typed]);

  const request = useServiceRequest(() => searchSources(keyword, tab, page), {
    ready: Boolean(keyword),
    refreshDeps: [keyword, tab, page],
  });
  const summary = useMemo(() => (request.data ? summarise(request.data, tab, REQUEST_DEFAULTS.pageSize) : undefined), [request.data, tab]);
  const typeLabel = (type: SearchTab) => t(`search.type.${type}`);

  const search = (value: string) => {
    const next = value.trim();
    if (next === typed) request.refresh();
    else setQuery({ keyword: next });
  };

  const failed = summary?.failed ?? [];
  // Named above the results when some sources answered; when the chosen one failed the list says so itself.
  const partial = failed.length > 0 && failed.length < SEARCH_TYPES.length && failed.some((type) => type !== tab);

  return (
    <>
      <PortalBreadcrumb className={list.breadcrumb} current={t('search.title')} />
      <PageHeading title={t('search.title')} intro={t('search.intro')} />
      <Card variant="borderless" className={styles.box}>
        {/* biome-ignore lint/a11y/useSemanticElements: as in SiteSearchBox, <search> is missing in the browsers the app targets. */}
        <form role="search" aria-label={t('search.title')} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="site-search-keyword" className={styles.label}>
            {t('search.keyword')}
          </label>
          <KeywordSearch
            id="site-search-keyword"
            value={draft}
            placeholder={t('search.placeholder')}
            onChange={setDraft}
            onSearch={search}
          />
        </form>
      </Card>
      {keyword ? (
        <>
          {partial ? (
            <Suspense fallback={null}>
              <PartialNotice sources={failed.map(typeLabel)} retrying={request.loading} onRetry={request.refresh} />
            </Suspense>
          ) : null}
          <FilteredList<SearchHit>
            id="search-results"
            messages={tab === 'all' ? 'search.all' : 'search'}
            titleId="search.results"
            filtersPlacement="inline"
            filters={
              <fieldset className={styles.types}>
                <legend className={styles.typesLegend}>{t('search.type')}</legend>
                <Radio.Group
                  optionType="button"
                  value={tab}
                  onChange={(event) => setQuery({ type: event.target.value === 'all' ? '' : event.target.value })}
                  options={TABS.map((type) => {
                    const count = type === 'all' ? summary?.total : summary?.counts[type];
                    return {
                      value: type,
                      label: (
                        <>
                          {typeLabel(type)}
                          {count === undefined ? null : <span className={styles.count}> {count}</span>}
                        </>
                      ),
                    };
                  })}
                />
              </fieldset>
            }
            result={{ data: summary?.page, loading: request.loading, error: summary?.error, refresh: request.refresh }}
            page={page}
            onPageChange={(next) => setQuery({ page: next })}
            filtered={tab !== 'all'}
            activeFilters={tab === 'all' ? 0 : 1}
            onClearFilters={() => setQuery({ type: '' })}
            paginationLandmark
            scrollOnPage="results"
          >
            {(hits) => (
              <>
                <ul className={list.rows}>
                  {hits.map((hit) => (
                    <HitRow key={`${hit.type}:${hit.id}`} hit={hit} keyword={keyword} label={typeLabel(hit.type)} />
                  ))}
                </ul>
                {tab === 'all' && summary && summary.total > hits.length ? (
                  <p className={styles.more}>{t('search.allMore', { total: summary.total, shown: hits.length })}</p>
                ) : null}
              </>
            )}
          </FilteredList>
        </>
      ) : (
        <Card variant="borderless">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.prompt')} />
        </Card>
      )}
    </>
  );
}

/** One hit: its type, linked title, source, a detail line and its date, the keyword marked. */
function HitRow({ hit, keyword, label }: { hit: SearchHit; keyword: string; label: string }) {
  const intl = useIntl();
  // Server terms in the visitor's language, as the lists show them.
  const source = hit.type === 'news' ? valueLabel(intl, NEWS_SOURCES, hit.source) : hit.source;
  const detail = hit.type === 'punishment' && hit.detail ? valueLabel(intl, VIOLATION_TYPES, hit.detail) : hit.detail;
  const meta = [
    { key: 'source', text: source, lang: source ? shownLang(source, hit.source) : undefined },
    { key: 'code', text: hit.code, className: styles.code, lang: DATA_LANG },
  ].filter((part): part is typeof part & { text: string } => Boolean(part.text));
  return (
    <li className={list.row}>
      <span className={list.rowTag}>
        <Tag color={TYPE_COLOUR[hit.type]} variant="filled">
          {label}
        </Tag>
      </span>
      <div className={list.rowMain}>
        <Link to={hit.to} className={`${list.rowTitle} ${styles.text}`} lang={hit.title ? DATA_LANG : undefined}>
          <Highlight text={hit.title || NO_VALUE} keyword={keyword} />
        </Link>
        {meta.length ? (
          <div className={`${list.rowMeta} ${styles.text}`}>
            {meta.map((part) => (
              <span key={part.key} className={part.className} lang={part.lang}>
                <Highlight text={part.text} keyword={keyword} />
              </span>
            ))}
          </div>
        ) : null}
        {detail ? (
          <p className={`${list.rowSummary} ${styles.text}`} lang={shownLang(detail, hit.detail)}>
            <Highlight text={detail} keyword={keyword} />
          </p>
        ) : null}
      </div>
      {hit.date ? <Day value={hit.date} className={list.rowDate} /> : null}
    </li>
  );
}
