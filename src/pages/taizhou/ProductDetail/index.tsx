import { ArrowLeftOutlined, PhoneOutlined } from '@ant-design/icons';
import { FormattedMessage, Link, useIntl, useModel } from '@umijs/max';
import { Breadcrumb, Button, Card, Descriptions, Modal, Tag } from 'antd';
import PortalFrame from '@/components/PortalFrame';
import { DetailState, useDetail } from '@/pages/taizhou/AnnounceDetail/shared/detail';
import { NO_VALUE, formatDay, paragraphs } from '@/pages/taizhou/AnnounceDetail/shared/format';
import { getProductDetail } from '@/services/dataService';
import { goToLogin } from '@/utils/sso';
import styles from './index.less';

const BACK_PATH = '/taizhou#products';

/**
 * Spec §2 `/taizhou/productDetail?id=`, issue 3 item 4: an IP financial or service product — name,
 * provider, category, key terms (amount range, rate or fee, term), description, application
 * conditions and contact. Apply: anonymous visitors go to SSO login and come back here; a
 * logged-in visitor is shown how to reach the provider, who handles the application.
 */
export default function ProductDetail() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const loggedIn = Boolean(initialState?.currentUser?.account);
  const [modal, modalHolder] = Modal.useModal();
  const { data, loading, error, missing, refresh } = useDetail(getProductDetail);

  const apply = (product: API.ProductDetail) => {
    if (!loggedIn) {
      goToLogin();
      return;
    }
    const contact = [product.contact?.name, product.contact?.phone].filter(Boolean).join(' ');
    modal.info({
      title: t('content.product.applyTitle', { name: product.name }),
      content: t('content.product.applyBody', { provider: product.provider, contact: contact || NO_VALUE }),
      okText: t('content.product.applyOk'),
    });
  };

  return (
    <PortalFrame>
      {modalHolder}
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> },
          { title: t('menu.taizhou.productDetail') },
        ]}
      />
      <DetailState
        loading={loading}
        error={error}
        missing={missing}
        onRetry={refresh}
        back={{ label: t('content.product.backHome'), to: BACK_PATH }}
      >
        {() =>
          data ? (
            <article className={styles.layout}>
              <Card variant="borderless" className={styles.main}>
                <Tag color="blue">{data.category}</Tag>
                <h1 className={styles.title}>{data.name}</h1>
                <p className={styles.provider}>
                  <FormattedMessage id="content.labelValue" values={{ label: t('content.product.provider'), value: data.provider }} />
                  {data.publishDate ? <span className={styles.muted}> · {formatDay(intl, data.publishDate)}</span> : null}
                </p>
                <Descriptions
                  title={<h2 className={styles.h2}>{t('content.product.keyTerms')}</h2>}
                  bordered
                  size="small"
                  column={{ xs: 1, sm: 1, md: 3 }}
                  items={[
                    { key: 'amount', label: t('content.product.amountRange'), children: data.amountRange || NO_VALUE },
                    { key: 'rate', label: t('content.product.rate'), children: data.rate || NO_VALUE },
                    { key: 'term', label: t('content.product.term'), children: data.term || NO_VALUE },
                  ]}
                />
                <section className={styles.section} aria-labelledby="product-description">
                  <h2 id="product-description" className={styles.h2}>
                    {t('content.product.description')}
                  </h2>
                  {paragraphs(data.description).map((text) => (
                    <p key={text} className={styles.paragraph}>
                      {text}
                    </p>
                  ))}
                </section>
                <section className={styles.section} aria-labelledby="product-conditions">
                  <h2 id="product-conditions" className={styles.h2}>
                    {t('content.product.conditions')}
                  </h2>
                  <ol className={styles.conditions}>
                    {(data.conditions ?? []).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ol>
                </section>
                <Link to={BACK_PATH} className={styles.back}>
                  <ArrowLeftOutlined aria-hidden /> {t('content.product.backHome')}
                </Link>
              </Card>
              <aside className={styles.side} aria-labelledby="product-contact">
                <Card variant="borderless">
                  <h2 id="product-contact" className={styles.h2}>
                    {t('content.product.contact')}
                  </h2>
                  <dl className={styles.contact}>
                    <dt>{t('content.product.contactName')}</dt>
                    <dd>{data.contact?.name || NO_VALUE}</dd>
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
                        <dd>{data.contact.address}</dd>
                      </>
                    ) : null}
                  </dl>
                  <Button type="primary" size="large" block onClick={() => apply(data)}>
                    {t('content.product.apply')}
                  </Button>
                  {!loggedIn ? <p className={styles.hint}>{t('content.product.applyLoginHint')}</p> : null}
                </Card>
              </aside>
            </article>
          ) : null
        }
      </DetailState>
    </PortalFrame>
  );
}
