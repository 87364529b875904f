import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { Link, useIntl, useLocation, useModel, useNavigate, useParams } from '@umijs/max';
import { Alert, Button, Card, Col, Descriptions, Grid, Modal, Row, Skeleton, Space } from 'antd';
import { showFeedback } from '@/utils/feedback';
import { useUpdateEffect } from 'ahooks';
import { useState } from 'react';
import deferred from '@/components/Deferred';
import LoadError from '@/components/LoadError';
import PageHeading from '@/components/PageHeading';
import useServiceRequest from '@/hooks/useServiceRequest';
import { useItemTitle } from '@/hooks/useDocumentTitle';
import { BASE_PATH, DATA_LANG } from '@/constants';
import { getIndexDetail, withdrawIndex } from '@/services/dataService';
import { checkServiceResult, loadFailureText, ServiceFailure } from '@/utils/serviceResult';
import LegalStatusChip from '@/features/operations/LegalStatusChip';
import ListingStatusChip from '@/features/operations/ListingStatusChip';
import { formatPrice, legalStatusLabel, listingLegalStatus, NO_VALUE, patentTypeLabel } from '@/features/operations/format';
import useTransactionTypes from '@/features/operations/useTransactionTypes';
import { canWithdraw, listingStatusOf, TRADE_METHODS } from '@/domain/transaction';
import { LEGAL_STATUS_REASONS } from '@/domain/patent';
import { termLabel } from '@/utils/messageLabel';
import TransactionTypeTag from '@/features/operations/TransactionTypeTag';
import ContactCard from './components/ContactCard';
import SimilarListings from './components/SimilarListings';
import { asDetail, isExpired, listTarget, priceLabelId } from './detail';
import styles from './index.less';
import { formatDay } from '@/utils/date';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';
import DataText from '@/components/DataText';
import { pathWith } from '@/utils/routePaths';

// The edit dialog (antd Modal, Form, DatePicker) loads when the owner heads for it (issue 13).
const ListingFormModal = deferred(() => import('@/features/operations/ListingFormModal'));
// The not-found view (antd Result and its illustrations) loads only for a listing that is not there.
const ExceptionResult = deferred(() => import('@/components/StatusResult/ExceptionResult'));

/** Two columns of facts from tablet width up, one on phones: long values (credit codes, titles) keep a line. */
const FACT_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };

/**
 * Spec §2 `/taizhou/operations/sell/:id`, issue 5 items 1 and 3: one listing of the IP transaction
 * index inside the portal wrapper — the patent (number, title, type, legal status, IPC, patentee),
 * the deal (transaction type, price or negotiable, trade method, validity), the description, the
 * contact (logged-in visitors only; others get an SSO login that comes back here) and similar
 * listings. Its publisher gets an edit button that opens the shared listing form, and (issue 16)
 * sees whether the listing awaits review or was withdrawn, and may withdraw it (下架) after a
 * confirmation. An unknown id (or another publisher's listing that is not public) is
 * a not-found state with a way back to the list; other failures and malformed bodies an error with
 * retry. Every string from the server is rendered as text.
 */
export default function SellDetail() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { id = '' } = useParams<{ id: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const back = listTarget(location.state);
  const { initialState } = useModel('@@initialState');
  const currentUser = initialState?.currentUser;
  const loggedIn = Boolean(currentUser?.account);
  const { options: typeOptions, labelOf } = useTransactionTypes();
  const narrow = Grid.useBreakpoint().sm === false;
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState(false);

  const detail = useServiceRequest(async () => asDetail(await getIndexDetail(id, { skipErrorHandler: true }), id), {
    refreshDeps: [id],
  });
  // While another listing loads (a similar listing was opened) the previous one is not shown.
  const listing = detail.data?.id === id ? detail.data : undefined;
  const notFound = detail.error instanceof ServiceFailure && detail.error.code === 404;
  // Issue 46 item 3: the document title names the listing once it shows.
  useItemTitle(listing ? listing.title || listing.patentNo || undefined : undefined, `${BASE_PATH}${location.pathname.replace(/^\//, '')}`);

  // A similar listing opens in place: start it at the top like a new page. (A block body: Chromium's
  // scrollTo returns a promise, which React would take for a clean-up function.)
  useUpdateEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  const breadcrumb = (current: string, currentLang?: string) => (
    <PortalBreadcrumb
      className={styles.breadcrumb}
      parents={[{ label: t('menu.taizhou.operationsList'), to: back }]}
      current={current}
      currentLang={currentLang}
    />
  );

  if (notFound && !detail.loading) {
    return (
      <div className={styles.page}>
        {breadcrumb(t('sell.notFound.title'))}
        <ExceptionResult
          status="404"
          title={<h1 className={styles.notFoundTitle}>{t('sell.notFound.title')}</h1>}
          subTitle={<span className={styles.notFoundText}>{t('sell.notFound.description')}</span>}
          extra={
            <Button type="primary" onClick={() => navigate(back)}>
              {t('sell.backToList')}
            </Button>
          }
        />
      </div>
    );
  }

  if (!listing) {
    return (
      <div className={styles.page}>
        {breadcrumb(t('menu.taizhou.operationsSell'))}
        <PageHeading title={t('menu.taizhou.operationsSell')} />
        <Card variant="borderless" className={styles.section}>
          {detail.error && !detail.loading ? (
            <LoadError onRetry={detail.refresh} description={loadFailureText(detail.error) || t('sell.loadFailed')} />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </Card>
      </div>
    );
  }

  const title = listing.title || listing.patentNo || NO_VALUE;
  const owner = Boolean(currentUser?.id) && currentUser?.id === listing.publisherId;
  const marketStatus = listingStatusOf(listing);
  const expired = isExpired(listing.validUntil);
  const legalStatusValue = listingLegalStatus(listing);
  const statusText = legalStatusLabel(intl, legalStatusValue);
  const price = formatPrice(intl, listing.price, listing.negotiable);
  const tradeMethod = listing.tradeMethod;
  // The form edits the listing itself, not what the detail read adds to it.
  const { similar, contactHidden, ...editable } = listing;

  const confirmWithdraw = () =>
    modal.confirm({
      title: t('operations.withdraw.confirmTitle'),
      content: t('operations.withdraw.confirmText'),
      okText: t('operations.withdraw.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('operations.withdraw.cancel'),
      // Resolving keeps the dialog open with a busy button until the server has answered.
      onOk: async () => {
        try {
          checkServiceResult(await withdrawIndex(listing.id, { skipErrorHandler: true }));
          showFeedback(({ message }) => message.success(t('operations.withdraw.success')));
          detail.refresh();
        } catch {
          // The server's reason is Chinese only; the visitor gets the message of their locale.
          showFeedback(({ message }) => message.error(t('operations.withdraw.failed')));
        }
      },
    });

  const legalStatus = (
    <LegalStatusChip status={legalStatusValue}>
      {listing.legalStatusReason
        ? t('sell.legalStatusWithReason', { status: statusText, reason: termLabel(intl, LEGAL_STATUS_REASONS, listing.legalStatusReason) })
        : statusText}
    </LegalStatusChip>
  );
  const validity = listing.validUntil
    ? t(expired ? 'sell.validity.expired' : 'sell.validity.until', { date: formatDay(intl.locale, listing.validUntil) })
    : NO_VALUE;
  const expiredTag = expired ? <span className={styles.expiredTag}>{t('sell.validity.expiredTag')}</span> : null;
  const sectionTitle = (id: string) => <h2 className={styles.sectionTitle}>{t(id)}</h2>;

  return (
    <div className={styles.page}>
      {modalHolder}
      {breadcrumb(title, DATA_LANG)}
      <PageHeading
        title={
          <span className={styles.title} lang={DATA_LANG}>
            {title}
          </span>
        }
        intro={
          <span className={styles.tags}>
            <TransactionTypeTag>{labelOf(listing.transactionType)}</TransactionTypeTag>
            <ListingStatusChip listing={listing} />
            {legalStatus}
            {expiredTag}
            <span className={styles.patentNo}>{t('sell.patentNoLine', { patentNo: listing.patentNo || NO_VALUE })}</span>
          </span>
        }
        extra={
          owner && canWithdraw(listing) ? (
            <Space wrap className={narrow ? styles.ownerActionsNarrow : undefined}>
              <Button
                icon={<EditOutlined aria-hidden />}
                size="large"
                onClick={() => setEditing(true)}
                {...ListingFormModal.preloadOnApproach}
                block={narrow}
              >
                {t('operations.edit.button')}
              </Button>
              <Button icon={<StopOutlined aria-hidden />} size="large" danger onClick={confirmWithdraw} block={narrow}>
                {t('operations.withdraw.button')}
              </Button>
            </Space>
          ) : undefined
        }
      />
      {owner && marketStatus !== 'listed' ? (
        <Alert
          className={styles.marketNote}
          type={marketStatus === 'pending' ? 'info' : 'warning'}
          showIcon
          title={t(marketStatus === 'pending' ? 'operations.pendingNote' : 'operations.withdrawnNote')}
        />
      ) : null}

      <Row gutter={[16, 0]}>
        <Col xs={24} lg={16}>
          <Card variant="borderless" className={styles.section} title={sectionTitle('sell.section.patent')}>
            <Descriptions className={styles.facts} column={FACT_COLUMNS}>
              <Descriptions.Item label={t('sell.field.patentNo')}>{listing.patentNo || NO_VALUE}</Descriptions.Item>
              <Descriptions.Item label={t('sell.field.patentType')}>{patentTypeLabel(intl, listing.patentType)}</Descriptions.Item>
              <Descriptions.Item label={t('sell.field.title')} span="filled">
                <DataText>{listing.title || NO_VALUE}</DataText>
              </Descriptions.Item>
              <Descriptions.Item label={t('sell.field.legalStatus')}>{legalStatus}</Descriptions.Item>
              <Descriptions.Item label={t(listing.patentType === 'design' ? 'sell.field.locarno' : 'sell.field.ipc')}>
                {listing.ipc || NO_VALUE}
              </Descriptions.Item>
              <Descriptions.Item label={t('sell.field.applicant')} span="filled">
                {listing.applicant ? (
                  <Link to={pathWith(IPR_ROUTE_PATHS.ENTERPRISE_RESULT, listing.applicant)} lang={DATA_LANG}>
                    {listing.applicant}
                  </Link>
                ) : (
                  NO_VALUE
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('sell.field.applicantCreditCode')}>{listing.applicantCreditCode || NO_VALUE}</Descriptions.Item>
              <Descriptions.Item label={t('sell.field.district')}>
                <DataText>{listing.district || NO_VALUE}</DataText>
              </Descriptions.Item>
              <Descriptions.Item label={t('sell.field.applicationDate')}>
                {formatDay(intl.locale, listing.applicationDate)}
              </Descriptions.Item>
              <Descriptions.Item label={t('sell.field.grantDate')}>
                {listing.grantDate ? formatDay(intl.locale, listing.grantDate) : t('sell.notGranted')}
              </Descriptions.Item>
            </Descriptions>
          </Card>

          <Card variant="borderless" className={styles.section} title={sectionTitle('sell.section.transaction')}>
            <Descriptions className={styles.facts} column={FACT_COLUMNS}>
              <Descriptions.Item label={t('sell.field.transactionType')}>{labelOf(listing.transactionType)}</Descriptions.Item>
              <Descriptions.Item label={t(priceLabelId(listing.transactionType))}>
                <span className={styles.price}>{price}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('operations.field.tradeMethod')}>
                {tradeMethod && TRADE_METHODS.includes(tradeMethod as API.TradeMethod)
                  ? t(`operations.tradeMethod.${tradeMethod}`)
                  : tradeMethod || NO_VALUE}
              </Descriptions.Item>
              <Descriptions.Item label={t('sell.field.validity')}>
                {formatDay(intl.locale, listing.validUntil)}
                {expiredTag}
              </Descriptions.Item>
              <Descriptions.Item label={t('sell.field.publishDate')}>{formatDay(intl.locale, listing.publishTime)}</Descriptions.Item>
              {listing.updateTime ? (
                <Descriptions.Item label={t('sell.field.updateDate')}>{formatDay(intl.locale, listing.updateTime)}</Descriptions.Item>
              ) : null}
            </Descriptions>
            {expired ? <p className={styles.expiredNote}>{t('sell.validity.expiredNote')}</p> : null}
          </Card>

          <Card variant="borderless" className={styles.section} title={sectionTitle('sell.section.description')}>
            {listing.description ? (
              <p className={styles.description} lang={DATA_LANG}>
                {listing.description}
              </p>
            ) : (
              <p className={styles.muted}>{t('sell.description.none')}</p>
            )}
          </Card>
        </Col>

        <Col xs={24} lg={8}>
          <Card variant="borderless" className={`${styles.section} ${styles.deal}`}>
            <div className={styles.dealLabel}>{t(priceLabelId(listing.transactionType))}</div>
            <div className={styles.dealPrice}>{price}</div>
            <div className={styles.dealValidity}>{validity}</div>
          </Card>
          <ContactCard listing={listing} loggedIn={loggedIn} />
        </Col>
      </Row>

      <SimilarListings listings={similar} labelOf={labelOf} linkState={location.state} />

      {owner && canWithdraw(listing) ? (
        <ListingFormModal
          open={editing}
          listing={editable}
          typeOptions={typeOptions}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            showFeedback(({ message }) => message.success(t('operations.edit.success')));
            detail.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
