import { useIntl, useModel, useNavigate, useSearchParams } from '@umijs/max';
import { Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import LoadError from '@/components/LoadError';
import PageHeading from '@/components/PageHeading';
import PrintDocument from '@/components/PrintDocument';
import { DATA_LANG, ENVELOPE_CODE } from '@/constants';
import useServiceRequest from '@/hooks/useServiceRequest';
import { getMyDispute } from '@/services/businessService';
import { checkServiceResult, loadFailureText, ServiceFailure } from '@/utils/serviceResult';
import { goToLogin } from '@/utils/sso';
import ProcessSteps, { STEP_OF_STATUS } from '@/features/dispute/ProcessSteps';
import { requestFactItems } from '@/features/dispute/requestFacts';
import styles from './index.less';
import { formatDateTime } from '@/utils/date';
import { RESULT_ICON } from '@/components/StatusResult/icons';
import ExceptionResult from '@/components/StatusResult/ExceptionResult';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';
import DataText from '@/components/DataText';

const LIST_PATH = IPR_ROUTE_PATHS.DISPUTE_LIST;
const NOT_FOUND = 404;

/**
 * Spec §2 `/taizhou/dispute/success`, issue 5 item 4: the result of a dispute submission for
 * `?referenceNo=`, read back from the server (never invented): the reference number, what was
 * submitted, what happens next, and links back. Without a reference number it says there is no
 * submission to show; an unknown or someone else's number is a not-found state; an anonymous
 * visitor is asked to log in first. Rendered inside the Taizhou wrapper.
 */
export default function DisputeSuccess() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const loggedIn = Boolean(initialState?.currentUser?.account);
  const [params] = useSearchParams();
  const referenceNo = (params.get('referenceNo') ?? '').trim();

  const { data, loading, error, refresh } = useServiceRequest(
    async () => checkServiceResult(await getMyDispute(referenceNo, { skipErrorHandler: true })),
    { ready: Boolean(referenceNo) && loggedIn, refreshDeps: [referenceNo] },
  );

  const navigate = useNavigate();
  const backLinks = (
    <Button type="primary" onClick={() => navigate(LIST_PATH)}>
      {t('dispute.success.back')}
    </Button>
  );
  const failureCode = error instanceof ServiceFailure ? error.code : undefined;

  const render = () => {
    if (!referenceNo) {
      return (
        <Result
          status="info"
          icon={RESULT_ICON.info}
          title={t('dispute.success.none.title')}
          subTitle={t('dispute.success.none.desc')}
          extra={backLinks}
        />
      );
    }
    if (!loggedIn || failureCode === ENVELOPE_CODE.notLoggedIn) {
      return (
        <Result
          status="warning"
          icon={RESULT_ICON.warning}
          title={t('dispute.success.login.title')}
          subTitle={t('dispute.success.login.desc')}
          extra={
            <Button type="primary" onClick={() => goToLogin()}>
              {t('dispute.success.login.button')}
            </Button>
          }
        />
      );
    }
    if (failureCode === NOT_FOUND) {
      return (
        <ExceptionResult
          status="404"
          title={t('dispute.success.notFound.title')}
          subTitle={t('dispute.success.notFound.desc', { referenceNo })}
          extra={backLinks}
        />
      );
    }
    if (error && !loading) {
      return <LoadError onRetry={refresh} description={loadFailureText(error) || t('dispute.success.loadFailed')} />;
    }
    if (!data || typeof data !== 'object') return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <>
        <Result
          status="success"
          icon={RESULT_ICON.success}
          title={t('dispute.success.title')}
          subTitle={t('dispute.success.subtitle', { referenceNo: data.referenceNo })}
          extra={
            <Space wrap className={styles.actions}>
              {backLinks}
              <Button onClick={() => navigate(`${LIST_PATH}#my-requests`)}>{t('dispute.success.mine')}</Button>
              <Button onClick={() => navigate(`${LIST_PATH}#progress`)}>{t('dispute.success.progressLink')}</Button>
            </Space>
          }
        />
        <div className={styles.columns}>
          <section aria-labelledby="dispute-summary">
            <h2 id="dispute-summary" className={styles.sectionTitle}>
              {t('dispute.success.summary')}
            </h2>
            <Descriptions
              column={1}
              size="small"
              bordered
              className={styles.summary}
              items={[
                ...requestFactItems(intl, data, styles.reference),
                { key: 'requester', label: t('dispute.field.requester'), children: <DataText>{data.requesterName}</DataText> },
                { key: 'respondent', label: t('dispute.field.respondent'), children: <DataText>{data.respondentName}</DataText> },
                { key: 'submitTime', label: t('dispute.field.submitTime'), children: formatDateTime(intl.locale, data.submitTime) },
                {
                  key: 'evidence',
                  label: t('dispute.field.evidence'),
                  children: data.evidence?.length ? (
                    <ul className={styles.files}>
                      {data.evidence.map((file) => (
                        <li key={file.fileId} lang={DATA_LANG}>
                          {file.name}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('dispute.mine.evidenceCount', { count: 0 })
                  ),
                },
              ]}
            />
          </section>
          <section aria-labelledby="dispute-next">
            <h2 id="dispute-next" className={styles.sectionTitle}>
              {t('dispute.success.next')}
            </h2>
            <p className={styles.nextIntro}>{t('dispute.success.nextIntro')}</p>
            <p className={styles.nextIntro}>{t('dispute.success.progress')}</p>
            <ProcessSteps current={STEP_OF_STATUS[data.status] ?? 0} failed={data.status === 'rejected'} />
          </section>
        </div>
      </>
    );
  };

  // The receipt of issue 14 item 3: once the submission is shown, it prints as a document.
  const receipt = referenceNo && loggedIn && !error && data && typeof data === 'object' ? data : undefined;
  const sheet = (
    <>
      <PageHeading title={t('dispute.success.heading')} />
      <Card variant="borderless" className={styles.card}>
        {render()}
      </Card>
    </>
  );

  return (
    <div className={styles.page}>
      <PortalBreadcrumb
        className={styles.breadcrumb}
        parents={[{ label: t('menu.taizhou.disputeList'), to: LIST_PATH }]}
        current={t('menu.taizhou.disputeSuccess')}
      />
      {receipt ? (
        <PrintDocument source={t('menu.taizhou.disputeList')} date={receipt.submitTime} dateKind="submitTime">
          {sheet}
        </PrintDocument>
      ) : (
        sheet
      )}
    </div>
  );
}
