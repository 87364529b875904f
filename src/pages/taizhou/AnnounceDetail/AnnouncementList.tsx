import { Link, useIntl, useLocation } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Breadcrumb, Button, Card, Col, DatePicker, Form, Grid, Input, Pagination, Row, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { listFallback } from '@/components/ListFallback';
import { toPage } from '@/utils/serviceResult';
import PageHeading from '@/components/PageHeading';
import { REQUEST_DEFAULTS } from '@/constants';
import { findAnnouncements } from '@/services/dataService';
import { PAGE_HANDLES_ERRORS } from './shared/detail';
import { CATEGORY_LABELS, formatDay, valueLabel } from './shared/format';
import { useSearchState } from '@/utils/searchState';
import styles from './index.less';

const KEYS = ['category', 'keyword', 'start', 'end'] as const;

/**
 * Issue 3 item 2: the full list of policy announcements (served at `/taizhou/announceDetail`
 * without an id, docs/api.md §6.3): category, keyword, publish-date range and page in the URL.
 */
export default function AnnouncementList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const narrow = Grid.useBreakpoint().sm === false;
  const [query, setQuery] = useSearchState(KEYS);
  const [draft, setDraft] = useState(query.keyword);
  useEffect(() => setDraft(query.keyword), [query.keyword]);
  // The detail page's back link returns to this very search.
  const from = useLocation().search;

  const { data, loading, error, refresh } = useServiceRequest(
    async () =>
      toPage<API.AnnouncementItem>(
        await findAnnouncements({
          current: query.page,
          pageSize: REQUEST_DEFAULTS.pageSize,
          category: query.category || undefined,
          keyword: query.keyword || undefined,
          startDate: query.start || undefined,
          endDate: query.end || undefined,
        }, PAGE_HANDLES_ERRORS),
      ),
    { refreshDeps: [query.page, query.category, query.keyword, query.start, query.end] },
  );
  const list = data?.list ?? [];
  const total = data?.total ?? 0;
  const filtered = KEYS.some((key) => query[key]);
  const clear = () => setQuery({ category: '', keyword: '', start: '', end: '' });

  const renderResults = () => {
    const fallback = listFallback({
      error,
      loading,
      // The rows are replaced by a skeleton on every page change: their heights differ page to page.
      loaded: false,
      count: list.length,
      total,
      page: query.page,
      filtered,
      texts: {
        loadFailed: t('content.loadFailed'),
        empty: t('common.empty'),
        emptyFiltered: t('content.emptyFiltered'),
        firstPage: t('content.firstPage'),
        clearFilters: t('content.clearFilters'),
      },
      onRetry: refresh,
      onFirstPage: () => setQuery({ page: 1 }),
      onClearFilters: clear,
    });
    if (fallback) return fallback;
    return (
      <ul className={styles.rows}>
        {list.map((item) => (
          <li key={item.id} className={styles.row}>
            <Tag color="blue" className={styles.rowTag}>
              {valueLabel(intl, CATEGORY_LABELS, item.category)}
            </Tag>
            <div className={styles.rowMain}>
              <Link to={`/taizhou/announceDetail?id=${encodeURIComponent(item.id)}`} state={{ from }} className={styles.rowTitle}>
                {item.title}
              </Link>
              <div className={styles.rowMeta}>
                {[item.department, item.docNo].filter(Boolean).join(' · ')}
              </div>
            </div>
            <time className={styles.rowDate} dateTime={item.publishDate}>
              {formatDay(intl, item.publishDate)}
            </time>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> }, { title: t('content.announce.listTitle') }]}
      />
      <PageHeading title={t('content.announce.listTitle')} intro={t('content.announce.listIntro')} />
      <Card variant="borderless" className={styles.filters}>
        <Form layout="vertical" role="search" onFinish={() => setQuery({ keyword: draft.trim() })}>
          <Row gutter={[16, 0]}>
            <Col xs={24} md={12} xl={9}>
              <Form.Item label={t('content.keyword')} htmlFor="announce-keyword">
                <Input.Search
                  id="announce-keyword"
                  value={draft}
                  maxLength={100}
                  allowClear
                  placeholder={t('content.announce.keywordPlaceholder')}
                  enterButton={t('common.search')}
                  onChange={(e) => setDraft(e.target.value)}
                  onSearch={(value) => setQuery({ keyword: value.trim() })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6} xl={5}>
              <Form.Item label={t('content.announce.category')} htmlFor="announce-category">
                <Select
                  id="announce-category"
                  value={query.category}
                  options={[
                    { value: '', label: t('content.all') },
                    ...Object.keys(CATEGORY_LABELS).map((value) => ({ value, label: valueLabel(intl, CATEGORY_LABELS, value) })),
                  ]}
                  onChange={(category: string) => setQuery({ category })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6} xl={7}>
              <Form.Item label={t('content.announce.dateFilter')} htmlFor="announce-dates">
                <DatePicker.RangePicker
                  id={{ start: 'announce-dates', end: 'announce-dates-end' }}
                  style={{ width: '100%' }}
                  allowEmpty={[true, true]}
                  placeholder={[t('content.dateRange.start'), t('content.dateRange.end')]}
                  value={[query.start ? dayjs(query.start) : null, query.end ? dayjs(query.end) : null]}
                  onChange={(range) =>
                    setQuery({
                      start: range?.[0] ? range[0].format('YYYY-MM-DD') : '',
                      end: range?.[1] ? range[1].format('YYYY-MM-DD') : '',
                    })
                  }
                />
              </Form.Item>
            </Col>
            <Col xs={24} xl={3}>
              <Form.Item label={narrow ? undefined : <span aria-hidden>&nbsp;</span>} colon={false}>
                <Button onClick={clear} disabled={!filtered} block>
                  {t('common.reset')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card
        variant="borderless"
        title={<h2 className={styles.h2}>{t('content.results')}</h2>}
        extra={data ? <span className={styles.muted} role="status">{t('content.total', { total })}</span> : null}
      >
        {renderResults()}
        {total > REQUEST_DEFAULTS.pageSize && list.length ? (
          <Pagination
            className={styles.pagination}
            current={query.page}
            pageSize={REQUEST_DEFAULTS.pageSize}
            total={total}
            showSizeChanger={false}
            simple={narrow}
            onChange={(page) => {
              setQuery({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        ) : null}
      </Card>
    </>
  );
}
