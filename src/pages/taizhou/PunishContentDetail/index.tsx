import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useIntl, useLocation } from '@umijs/max';
import { Breadcrumb, Card, Descriptions, Tag } from 'antd';
import PortalFrame from '@/components/PortalFrame';
import { DetailState, useDetail } from '@/pages/taizhou/AnnounceDetail/shared/detail';
import {
  NO_VALUE,
  PENALTY_LABELS,
  VIOLATION_LABELS,
  formatDay,
  formatWan,
  paragraphs,
  valueLabel,
} from '@/pages/taizhou/AnnounceDetail/shared/format';
import { getPunishmentDetail } from '@/services/dataService';
import styles from './index.less';

const LIST_PATH = '/taizhou/punishContent';

/** The list address to go back to: the search the visitor came from, when the list linked here. */
function useListPath(): string {
  const { state } = useLocation() as { state?: { from?: unknown } };
  const from = typeof state?.from === 'string' && state.from.startsWith('?') ? state.from : '';
  return `${LIST_PATH}${from}`;
}

/**
 * Spec §2 `/taizhou/punishContentDetail?id=`, issue 3 item 3: one service-agency penalty notice
 * with every public-disclosure field, the facts, the evidence and the legal basis, and a link back
 * to the list (with the visitor's search, when they came from it).
 */
export default function PunishContentDetail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const listPath = useListPath();
  const { data, loading, error, missing, refresh } = useDetail(getPunishmentDetail);
  const backLink = (
    <Link to={listPath} className={styles.back}>
      <ArrowLeftOutlined aria-hidden /> {t('content.punish.backToList')}
    </Link>
  );

  return (
    <PortalFrame>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> },
          { title: <Link to={listPath}>{t('content.punish.title')}</Link> },
          { title: t('menu.taizhou.punishContentDetail') },
        ]}
      />
      <DetailState
        loading={loading}
        error={error}
        missing={missing}
        onRetry={refresh}
        back={{ label: t('content.punish.backToList'), to: listPath }}
      >
        {() =>
          data ? (
            <article className={styles.article}>
              <Card variant="borderless">
                <h1 className={styles.title}>{data.partyName}</h1>
                <div className={styles.tags}>
                  <Tag color="orange">{valueLabel(intl, VIOLATION_LABELS, data.violationType)}</Tag>
                  <Tag color="red">{valueLabel(intl, PENALTY_LABELS, data.penaltyType)}</Tag>
                  <span className={styles.decisionNo}>{data.decisionNo}</span>
                </div>
                <Descriptions
                  title={<h2 className={styles.h2}>{t('content.punish.basicInfo')}</h2>}
                  bordered
                  size="small"
                  column={{ xs: 1, sm: 1, md: 2 }}
                  items={[
                    { key: 'decisionNo', label: t('content.punish.decisionNo'), children: data.decisionNo },
                    { key: 'violationType', label: t('content.punish.violationType'), children: valueLabel(intl, VIOLATION_LABELS, data.violationType) },
                    { key: 'penaltyType', label: t('content.punish.penaltyType'), children: valueLabel(intl, PENALTY_LABELS, data.penaltyType) },
                    { key: 'fine', label: t('content.punish.fineAmount'), children: formatWan(intl, data.fineAmount) },
                    { key: 'confiscated', label: t('content.punish.confiscatedAmount'), children: formatWan(intl, data.confiscatedAmount) },
                    { key: 'content', label: t('content.punish.penaltyContent'), children: data.penaltyContent, span: 'filled' },
                    { key: 'authority', label: t('content.punish.authority'), children: data.authority },
                    { key: 'decisionDate', label: t('content.punish.decisionDate'), children: formatDay(intl, data.decisionDate) },
                    { key: 'publishDate', label: t('content.punish.publishDate'), children: formatDay(intl, data.publishDate) },
                    { key: 'source', label: t('content.punish.dataSource'), children: data.dataSource },
                  ]}
                />
                <Descriptions
                  className={styles.section}
                  title={<h2 className={styles.h2}>{t('content.punish.partyInfo')}</h2>}
                  bordered
                  size="small"
                  column={{ xs: 1, sm: 1, md: 2 }}
                  items={[
                    { key: 'party', label: t('content.punish.partyName'), children: data.partyName },
                    { key: 'code', label: t('content.punish.partyCreditCode'), children: data.partyCreditCode },
                    { key: 'type', label: t('content.punish.partyType'), children: data.partyType },
                    { key: 'rep', label: t('content.punish.legalRepresentative'), children: data.legalRepresentative },
                    { key: 'licence', label: t('content.punish.agencyLicenceNo'), children: data.agencyLicenceNo ?? NO_VALUE },
                    { key: 'address', label: t('content.punish.partyAddress'), children: data.partyAddress },
                  ]}
                />
                <section className={styles.section} aria-labelledby="punish-facts">
                  <h2 id="punish-facts" className={styles.h2}>
                    {t('content.punish.facts')}
                  </h2>
                  {paragraphs(data.facts).map((text) => (
                    <p key={text} className={styles.paragraph}>
                      {text}
                    </p>
                  ))}
                  {data.evidence?.length ? (
                    <>
                      <h3 className={styles.h3}>{t('content.punish.evidence')}</h3>
                      <ol className={styles.evidence}>
                        {data.evidence.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ol>
                    </>
                  ) : null}
                </section>
                <section className={styles.section} aria-labelledby="punish-basis">
                  <h2 id="punish-basis" className={styles.h2}>
                    {t('content.punish.legalBasis')}
                  </h2>
                  <dl className={styles.basis}>
                    <dt>{t('content.punish.violatedProvision')}</dt>
                    <dd>{data.violatedProvision || NO_VALUE}</dd>
                    <dt>{t('content.punish.penaltyBasis')}</dt>
                    <dd>{data.penaltyBasis || NO_VALUE}</dd>
                  </dl>
                </section>
                <div className={styles.footer}>{backLink}</div>
              </Card>
            </article>
          ) : null
        }
      </DetailState>
    </PortalFrame>
  );
}
