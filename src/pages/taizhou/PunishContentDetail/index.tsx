import { useIntl } from '@umijs/max';
import { Card, Tag } from 'antd';
import { NO_PRINT } from '@/components/PrintDocument';
import ContentDetail, { BackLink, FactTable, Paragraphs, RecordSection } from '@/features/content/ContentDetail';
import detailStyles from '@/features/content/detail.less';
import { PARTY_TYPES, PENALTY_TYPES, VIOLATION_TYPES } from '@/domain/content';
import { NO_VALUE, formatWan, paragraphs, valueLabel } from '@/features/content/format';
import { getPunishmentDetail } from '@/services/dataService';
import styles from './index.less';
import { formatDay } from '@/utils/date';
import DataText from '@/components/DataText';
import { DATA_LANG } from '@/constants';

/** Two columns of facts from tablet width up. */
const FACT_COLUMNS = { xs: 1, sm: 1, md: 2 };

/**
 * Spec §2 `/taizhou/punishContentDetail?id=`, issue 3 item 3: one service-agency penalty notice
 * with every public-disclosure field, the facts, the evidence and the legal basis, and a link back
 * to the list (with the visitor's search, when they came from it).
 */
export default function PunishContentDetail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <ContentDetail
      kind="punish"
      load={getPunishmentDetail}
      title={(data) => [data.decisionNo, data.partyName].filter(Boolean).join(' ')}
      printed={(data) => ({ source: data.dataSource, date: data.publishDate })}
    >
      {(data, { back }) => (
        <article className={styles.article}>
          <Card variant="borderless">
            <h1 className={styles.title} lang={DATA_LANG}>
              {data.partyName}
            </h1>
            <div className={styles.tags}>
              <Tag color="orange">{valueLabel(intl, VIOLATION_TYPES, data.violationType)}</Tag>
              <Tag color="red">{valueLabel(intl, PENALTY_TYPES, data.penaltyType)}</Tag>
              <span className={styles.decisionNo} lang={DATA_LANG}>
                {data.decisionNo}
              </span>
            </div>
            <FactTable
              title={t('content.punish.basicInfo')}
              columns={FACT_COLUMNS}
              items={[
                { key: 'decisionNo', label: t('content.punish.decisionNo'), children: <DataText>{data.decisionNo}</DataText> },
                {
                  key: 'violationType',
                  label: t('content.punish.violationType'),
                  children: valueLabel(intl, VIOLATION_TYPES, data.violationType),
                },
                { key: 'penaltyType', label: t('content.punish.penaltyType'), children: valueLabel(intl, PENALTY_TYPES, data.penaltyType) },
                { key: 'fine', label: t('content.punish.fineAmount'), children: formatWan(intl, data.fineAmount) },
                { key: 'confiscated', label: t('content.punish.confiscatedAmount'), children: formatWan(intl, data.confiscatedAmount) },
                {
                  key: 'content',
                  label: t('content.punish.penaltyContent'),
                  children: <DataText>{data.penaltyContent}</DataText>,
                  span: 'filled',
                },
                { key: 'authority', label: t('content.punish.authority'), children: <DataText>{data.authority}</DataText> },
                { key: 'decisionDate', label: t('content.punish.decisionDate'), children: formatDay(intl.locale, data.decisionDate) },
                { key: 'publishDate', label: t('content.punish.publishDate'), children: formatDay(intl.locale, data.publishDate) },
                { key: 'source', label: t('content.punish.dataSource'), children: <DataText>{data.dataSource}</DataText> },
              ]}
            />
            <FactTable
              className={detailStyles.section}
              title={t('content.punish.partyInfo')}
              columns={FACT_COLUMNS}
              items={[
                { key: 'party', label: t('content.punish.partyName'), children: <DataText>{data.partyName}</DataText> },
                { key: 'code', label: t('content.punish.partyCreditCode'), children: data.partyCreditCode },
                { key: 'type', label: t('content.punish.partyType'), children: valueLabel(intl, PARTY_TYPES, data.partyType) },
                { key: 'rep', label: t('content.punish.legalRepresentative'), children: <DataText>{data.legalRepresentative}</DataText> },
                { key: 'licence', label: t('content.punish.agencyLicenceNo'), children: data.agencyLicenceNo ?? NO_VALUE },
                { key: 'address', label: t('content.punish.partyAddress'), children: <DataText>{data.partyAddress}</DataText> },
              ]}
            />
            <RecordSection id="punish-facts" title={t('content.punish.facts')}>
              <Paragraphs lines={paragraphs(data.facts)} className={styles.indented} />
              {data.evidence?.length ? (
                <>
                  <h3 className={styles.h3}>{t('content.punish.evidence')}</h3>
                  <ol className={styles.evidence}>
                    {data.evidence.map((item) => (
                      <li key={item} lang={DATA_LANG}>
                        {item}
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
            </RecordSection>
            <RecordSection id="punish-basis" title={t('content.punish.legalBasis')}>
              <dl className={styles.basis}>
                <dt>{t('content.punish.violatedProvision')}</dt>
                <dd lang={DATA_LANG}>{data.violatedProvision || NO_VALUE}</dd>
                <dt>{t('content.punish.penaltyBasis')}</dt>
                <dd lang={DATA_LANG}>{data.penaltyBasis || NO_VALUE}</dd>
              </dl>
            </RecordSection>
            <div className={`${styles.footer} ${NO_PRINT}`}>
              <BackLink {...back} className={styles.back} />
            </div>
          </Card>
        </article>
      )}
    </ContentDetail>
  );
}
