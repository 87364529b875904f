import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useIntl, useLocation, useNavigate, useParams } from '@umijs/max';
import useSeen from '@/hooks/useSeen';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Card, Descriptions, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import deferred from '@/components/Deferred';
import { ListSkeleton } from '@/components/LineSkeleton';
import LoadError from '@/components/LoadError';
import { ServiceFailure, checkServiceResult, loadFailureText } from '@/utils/serviceResult';
import PageHeading from '@/components/PageHeading';
import LightButton from '@/components/LightButton';
import QualificationTags from '@/features/enterprise/QualificationTags';
import { ENTERPRISE_SEARCH_PATH } from '@/features/enterprise/paths';
import { DATA_LANG, type Region } from '@/constants';
import { getEnterpriseAnalysis, getEnterpriseDetail } from '@/services/diService';
import { regionOfPath } from '@/utils/region';
import { normalizeAnalysis } from './chartData';
import { ChartShelf, drawnCharts, type ChartKey } from './chartShelf';
import ExportMenu from './ExportMenu';
import PatentTable from './PatentTable';
import styles from './index.less';
import { messageLabel } from '@/utils/messageLabel';
import { formatDay } from '@/utils/date';
import { compactDate, safeFileName } from '@/utils/download';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';
import ProfessionName from '@/components/ProfessionName';
import DataText from '@/components/DataText';

// @ant-design/plots is large; only this page needs it, so it comes in its own chunk, and only once
// the analysis section comes near the screen (below the fold of a phone, a visitor may never get
// there; evaluating the chunk alone holds a mid-range phone's main thread for ~0.5 s).
// A widget, not a page: a chunk that fails shows the inline notice with its own retry in the section
// (deferred's WidgetFailure), never the page-level error view with a second h1.
const Charts = deferred(() => import('./Charts'));

// The not-found view (antd Result) is rare: it loads after the page has drawn (issue 13 item 2).
const ExceptionResult = deferred(() => import('@/components/StatusResult/ExceptionResult'));

/** How near the screen the analysis section must come before the charts' chunk is loaded. */
const CHARTS_ROOT_MARGIN = '200px 0px';

/** Where "back" goes: the search the visitor came from (kept in history state), else this portal's search. */
function backTarget(state: unknown, region: Region): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && Object.values(ENTERPRISE_SEARCH_PATH).some((page) => from === page || from.startsWith(`${page}?`))
    ? from
    : ENTERPRISE_SEARCH_PATH[region];
}

/** The detail, or a rejection when the body is not one (`data: null`, a list, a bare value). */
function asDetail(value: unknown): API.EnterpriseDetail {
  const detail = checkServiceResult(value as API.EnterpriseDetail);
  if (typeof detail !== 'object' || detail === null || typeof detail.name !== 'string') throw new Error('malformed enterprise detail');
  return detail;
}

/**
 * Spec §2 `/taizhou/enterprise/result/:enterpriseName` (and `/suzhou/ipr-enterprise/result/…`, issue 16),
 * issue 4 item 3: one enterprise's profile, headline patent figures, analysis charts (deferred) and
 * patent table, inside its portal's frame. The
 * name is a route parameter and only ever rendered as text; an unknown name gets a not-found state
 * with a way back to the search, other failures an error with retry. The analysis and the patents
 * are only asked for once the enterprise is known, so a bad name raises one message, not three.
 */
export default function EnterpriseResult() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { enterpriseName = '' } = useParams<{ enterpriseName: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  // The same page serves the Suzhou twin route, in the Suzhou frame (issue 16 item 2).
  const region = regionOfPath(location.pathname);
  const back = backTarget(location.state, region);

  const detail = useServiceRequest(
    async () => ({
      requested: enterpriseName,
      record: asDetail(await getEnterpriseDetail(enterpriseName, { skipErrorHandler: true })),
    }),
    { refreshDeps: [enterpriseName] },
  );
  // After a change of name the previous answer is still there until the new one arrives: never show
  // it as this enterprise. The record itself is shown as the service spells it (full-width brackets,
  // a renamed company), which need not be the address's spelling.
  const answered = detail.data?.requested === enterpriseName ? detail.data.record : undefined;
  // The profile, figures and sections are the page's largest render: drawn at transition priority,
  // in slices React can yield between, while the skeleton stays one render longer (issue 13). Never
  // the deferred value alone: after a change of name it would still be the previous enterprise.
  const deferred = useDeferredValue(answered);
  const enterprise = deferred === answered ? answered : undefined;
  const analysisRef = useRef<HTMLElement>(null);
  const analysisSeen = useSeen(analysisRef, CHARTS_ROOT_MARGIN);
  // Issue 14 item 4: the drawn charts for the Export menu, and whether an export has asked for all
  // of them to be drawn now (one chosen before the visitor came near the charts).
  const shelf = useMemo(() => new ChartShelf(), [enterpriseName]);
  const [chartsWanted, setChartsWanted] = useState(false);
  // The name whose patent list has shown its first page (or its failure).
  const [listShown, setListShown] = useState<string>();
  // The analysis is below the first screen and the patents are what a visitor came for: it is asked
  // for once the list has shown, or sooner if the visitor gets near the charts. Asked for with the
  // list, its answer re-drew the whole page on the way to the first patent (bench/levers.md step 50);
  // the Export menu's chart items come with it, as before.
  const analysis = useServiceRequest(
    async () => normalizeAnalysis(checkServiceResult(await getEnterpriseAnalysis(enterpriseName, { skipErrorHandler: true }))),
    { ready: Boolean(answered) && (listShown === enterpriseName || analysisSeen), refreshDeps: [enterpriseName] },
  );

  const notFound = detail.error instanceof ServiceFailure && detail.error.code === 404;
  const searchTitle = t('enterprise.search.title');
  const breadcrumb = (current: string, currentLang?: string) => (
    <PortalBreadcrumb
      className={styles.breadcrumb}
      home={region === 'taizhou'}
      parents={[{ label: searchTitle, to: back }]}
      current={current}
      currentLang={currentLang}
    />
  );
  const backLink = (
    <Link to={back} className={styles.back}>
      <ArrowLeftOutlined aria-hidden />
      {t('enterprise.result.backToSearch')}
    </Link>
  );

  if (notFound && !detail.loading) {
    return (
      <>
        {breadcrumb(t('enterprise.result.notFound.title'))}
        <ExceptionResult
          status="404"
          title={<h1 className={styles.notFoundTitle}>{t('enterprise.result.notFound.title')}</h1>}
          subTitle={<span className={styles.title}>{t('enterprise.result.notFound.description', { name: enterpriseName })}</span>}
          extra={
            // A LightButton: antd's Button would be in every result page's first load for this rare view.
            <LightButton kind="primary" onClick={() => navigate(back)}>
              {t('enterprise.result.backToSearch')}
            </LightButton>
          }
        />
      </>
    );
  }

  if (!enterprise) {
    return (
      <>
        {breadcrumb(enterpriseName, DATA_LANG)}
        <PageHeading title={<span className={styles.title}>{enterpriseName}</span>} extra={backLink} />
        {detail.error && !detail.loading ? (
          <Card variant="borderless" className={styles.section}>
            <LoadError onRetry={detail.refresh} description={loadFailureText(detail.error) || t('enterprise.result.loadFailed')} />
          </Card>
        ) : (
          <Card variant="borderless" className={styles.section}>
            <ListSkeleton rows={6} />
          </Card>
        )}
      </>
    );
  }

  const professionLabel = <ProfessionName value={enterprise.profession} />;
  const dataDate = enterprise.dataDate || dayjs().format('YYYY-MM-DD');
  const exportChart = (key: ChartKey) => {
    setChartsWanted(true);
    const fileName = safeFileName(
      t('enterprise.export.chartFile', {
        name: enterprise.name,
        chart: t(`enterprise.export.chartFile.${key}`),
        date: compactDate(dataDate),
      }),
    );
    shelf.whenDrawn(key).then((chart) => chart.downloadImage?.(fileName));
  };
  const figures = [
    { key: 'totalPatents', value: enterprise.patentCount },
    { key: 'validInventions', value: enterprise.validInventionCount },
    { key: 'recentApplications', value: enterprise.recentApplicationCount },
    { key: 'pct', value: enterprise.pctCount },
  ];

  return (
    <>
      {breadcrumb(enterprise.name, DATA_LANG)}
      <PageHeading
        title={
          <span className={styles.title} lang={DATA_LANG}>
            {enterprise.name}
          </span>
        }
        intro={
          <>
            {/* Each fact a box of its own: none is a larger paint than the heading, so the heading the
                static shell drew stays the page's largest contentful paint (issue 13). */}
            {intl.formatMessage(
              { id: 'enterprise.result.intro' },
              {
                district: (
                  <span className={styles.fact} lang={DATA_LANG}>
                    {enterprise.district}
                  </span>
                ),
                profession: <span className={styles.fact}>{professionLabel}</span>,
                creditCode: <span className={styles.fact}>{enterprise.creditCode}</span>,
              },
            )}
            {enterprise.qualifications.length ? (
              <span className={styles.tags}>
                <QualificationTags codes={enterprise.qualifications} />
              </span>
            ) : null}
          </>
        }
        extra={
          <>
            <ExportMenu
              name={enterprise.name}
              dataDate={dataDate}
              charts={analysis.data ? drawnCharts(analysis.data) : []}
              onChart={exportChart}
            />
            {backLink}
          </>
        }
      />

      <section aria-labelledby="enterprise-figures">
        <h2 id="enterprise-figures" className={styles.sectionHeading}>
          {t('enterprise.result.figures')}{' '}
          <span className={styles.dataDate}>{t('enterprise.result.dataDate', { date: formatDay(intl.locale, enterprise.dataDate) })}</span>
        </h2>
        {/* A CSS grid rather than antd's Row and Col, whose run-time styles cover 24 columns at every breakpoint. */}
        <div className={styles.figures}>
          {figures.map((figure) => (
            <Card key={figure.key} variant="borderless" className={styles.figure}>
              <Statistic
                title={t(`enterprise.result.${figure.key}`)}
                value={figure.value}
                formatter={(value) => t('enterprise.result.figureValue', { value: intl.formatNumber(Number(value)) })}
              />
            </Card>
          ))}
        </div>
      </section>

      <Card
        variant="borderless"
        className={styles.section}
        title={<h2 className={styles.sectionTitle}>{t('enterprise.result.profile')}</h2>}
      >
        <Descriptions className={styles.profile} column={{ xs: 1, sm: 1, md: 2 }} size="middle">
          <Descriptions.Item label={t('enterprise.field.creditCode')}>{enterprise.creditCode}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.field.legalRepresentative')}>
            <DataText>{enterprise.legalRepresentative}</DataText>
          </Descriptions.Item>
          <Descriptions.Item label={t('enterprise.field.registeredCapital')}>
            {t('enterprise.capital', {
              value: intl.formatNumber(enterprise.registeredCapital),
              yuan: intl.formatNumber(enterprise.registeredCapital * 10_000),
            })}
          </Descriptions.Item>
          <Descriptions.Item label={t('enterprise.field.foundedDate')}>{formatDay(intl.locale, enterprise.foundedDate)}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.field.district')}>
            <DataText>{enterprise.district}</DataText>
          </Descriptions.Item>
          <Descriptions.Item label={t('enterprise.field.profession')}>{professionLabel}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.field.address')} span="filled">
            <DataText>{enterprise.address}</DataText>
          </Descriptions.Item>
          <Descriptions.Item label={t('enterprise.field.qualifications')} span="filled">
            {enterprise.qualifications.length
              ? enterprise.qualifications
                  .map((q) => messageLabel(intl, 'enterprise.qualification', q))
                  .join(t('enterprise.chart.listSeparator'))
              : t('enterprise.none')}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <section aria-labelledby="enterprise-analysis" ref={analysisRef}>
        <h2 id="enterprise-analysis" className={styles.sectionHeading}>
          {t('enterprise.chart.section')}
        </h2>
        {analysis.error && !analysis.loading ? (
          <Card variant="borderless" className={styles.section}>
            <LoadError onRetry={analysis.refresh} description={loadFailureText(analysis.error) || t('enterprise.chart.loadFailed')} />
          </Card>
        ) : analysis.data && !analysisSeen && !chartsWanted ? (
          // Room for the charts until the visitor gets near them: not a loading state, nothing is waited for.
          <div className={styles.chartsPending} />
        ) : analysis.data ? (
          <Charts analysis={analysis.data} shelf={shelf} drawAll={chartsWanted} fallback={<ListSkeleton />} />
        ) : (
          <ListSkeleton />
        )}
      </section>

      <Card
        variant="borderless"
        className={styles.section}
        style={{ marginTop: 16 }}
        title={<h2 className={styles.sectionTitle}>{t('enterprise.patents.title')}</h2>}
      >
        <PatentTable name={enterprise.name} total={enterprise.patentCount} onShown={() => setListShown(enterpriseName)} />
      </Card>
    </>
  );
}
