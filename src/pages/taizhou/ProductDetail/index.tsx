import { PhoneOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Button, Card, Tag } from 'antd';
import { NO_PRINT } from '@/components/PrintDocument';
import ContentDetail, { BackLink, FactTable, Paragraphs, RecordSection } from '@/features/content/ContentDetail';
import detailStyles from '@/features/content/detail.less';
import { PRODUCT_CATEGORIES } from '@/domain/content';
import { NO_VALUE, paragraphs, valueLabel } from '@/features/content/format';
import { getProductDetail } from '@/services/dataService';
import styles from './index.less';
import { formatDay } from '@/utils/date';
import DataText from '@/components/DataText';
import { DATA_LANG } from '@/constants';

/**
 * Spec §2 `/taizhou/productDetail?id=`, issue 3 item 4: an IP financial or service product — name,
 * provider, category, key terms (amount range, rate or fee, term), description, application
 * conditions and contact. The provider handles applications, so the action says what it does
 * (issue 16 item 4): "call to apply" dials the provider's number, for every visitor, logged in or
 * not, with a line saying who handles the application.
 */
export default function ProductDetail() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <ContentDetail
      kind="product"
      load={getProductDetail}
      title={(data) => data.name}
      printed={(data) => ({ source: data.provider, date: data.publishDate })}
    >
      {(data, { back }) => (
        <article className={detailStyles.layout}>
          <Card variant="borderless" className={detailStyles.main}>
            <Tag color="blue">{valueLabel(intl, PRODUCT_CATEGORIES, data.category)}</Tag>
            <h1 className={styles.title} lang={DATA_LANG}>
              {data.name}
            </h1>
            <p className={styles.provider}>
              <FormattedMessage
                id="content.labelValue"
                values={{ label: t('content.product.provider'), value: <DataText>{data.provider}</DataText> }}
              />
              {data.publishDate ? <span className={styles.muted}> · {formatDay(intl.locale, data.publishDate)}</span> : null}
            </p>
            <FactTable
              title={t('content.product.keyTerms')}
              columns={{ xs: 1, sm: 1, md: 3 }}
              items={[
                { key: 'amount', label: t('content.product.amountRange'), children: <DataText>{data.amountRange || NO_VALUE}</DataText> },
                { key: 'rate', label: t('content.product.rate'), children: <DataText>{data.rate || NO_VALUE}</DataText> },
                { key: 'term', label: t('content.product.term'), children: <DataText>{data.term || NO_VALUE}</DataText> },
              ]}
            />
            <RecordSection id="product-description" title={t('content.product.description')}>
              <Paragraphs lines={paragraphs(data.description)} />
            </RecordSection>
            <RecordSection id="product-conditions" title={t('content.product.conditions')}>
              <ol className={styles.conditions}>
                {(data.conditions ?? []).map((item) => (
                  <li key={item} lang={DATA_LANG}>
                    {item}
                  </li>
                ))}
              </ol>
            </RecordSection>
            <BackLink {...back} className={`${detailStyles.back} ${NO_PRINT}`} />
          </Card>
          <aside className={styles.side} aria-labelledby="product-contact">
            <Card variant="borderless">
              <h2 id="product-contact" className={detailStyles.h2}>
                {t('content.product.contact')}
              </h2>
              <dl className={styles.contact}>
                <dt>{t('content.product.contactName')}</dt>
                <dd lang={DATA_LANG}>{data.contact?.name || NO_VALUE}</dd>
                <dt>{t('content.product.contactPhone')}</dt>
                <dd>
                  {data.contact?.phone ? (
                    <a href={`tel:${data.contact.phone}`}>
                      <PhoneOutlined aria-hidden /> {data.contact.phone}
                    </a>
                  ) : (
                    NO_VALUE
                  )}
                </dd>
                {data.contact?.address ? (
                  <>
                    <dt>{t('content.product.contactAddress')}</dt>
                    <dd lang={DATA_LANG}>{data.contact.address}</dd>
                  </>
                ) : null}
              </dl>
              <p className={styles.hint}>
                {intl.formatMessage({ id: 'content.product.applyHow' }, { provider: <DataText>{data.provider || NO_VALUE}</DataText> })}
              </p>
              {data.contact?.phone ? (
                <Button type="primary" size="large" block href={`tel:${data.contact.phone}`} icon={<PhoneOutlined aria-hidden />}>
                  {t('content.product.callToApply')}
                </Button>
              ) : null}
            </Card>
          </aside>
        </article>
      )}
    </ContentDetail>
  );
}
