import { FormOutlined } from '@ant-design/icons';
import { useIntl, useModel, useNavigate, useSearchParams } from '@umijs/max';
import { Grid } from 'antd';
import deferred from '@/components/Deferred';
import LightButton from '@/components/LightButton';
import { ListSkeleton } from '@/components/LineSkeleton';
import PageHeading from '@/components/PageHeading';
import ServiceGuide from './ServiceGuide';
import { APPLY_PARAM } from './formModel';
import styles from './index.less';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';
import useOpenedOnce from '@/hooks/useOpenedOnce';
import { pathWithQuery } from '@/utils/routePaths';

// The request form (antd Drawer, Form, Upload) loads when the visitor heads for it (issue 13).
const RequestForm = deferred(() => import('./RequestForm'));
// The sections below the guide (antd Form, Timeline, Table, Select) load after the page has drawn,
// each with its own request; their grey lines hold the place below the first screen.
const ProgressLookup = deferred(() => import('./ProgressLookup'));
const MyRequests = deferred(() => import('./MyRequests'));
const CaseList = deferred(() => import('./CaseList'));

/** Where a submission lands: the success page of its reference number. */
export const successPath = (referenceNo: string) => pathWithQuery(IPR_ROUTE_PATHS.DISPUTE_SUCCESS, 'referenceNo', referenceNo);

/**
 * Spec §2 `/taizhou/dispute/list`, issue 5 item 4: patent dispute handling. What the service is
 * (guide tabs), the progress lookup by reference number and phone for anyone (issue 16), the
 * public list of handled cases, the visitor's own requests when logged in, and the request form. The form's open state is `?apply=1` in the URL, so the SSO login round trip (which
 * comes back to this address) reopens it with the draft. Rendered inside the Taizhou wrapper.
 */
export default function DisputeList() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { initialState } = useModel('@@initialState');
  const loggedIn = Boolean(initialState?.currentUser?.account);
  const narrow = Grid.useBreakpoint().sm === false;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const applying = params.get(APPLY_PARAM) === '1';
  const formDrawn = useOpenedOnce(applying);

  const setApplying = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set(APPLY_PARAM, '1');
    else next.delete(APPLY_PARAM);
    setParams(next);
  };

  return (
    <div className={styles.page}>
      <PortalBreadcrumb className={styles.breadcrumb} current={t('menu.taizhou.disputeList')} />
      <PageHeading
        title={t('dispute.heading')}
        intro={t('dispute.intro')}
        extra={
          <LightButton
            kind="primary"
            size="large"
            icon={<FormOutlined aria-hidden />}
            onClick={() => setApplying(true)}
            {...RequestForm.preloadOnApproach}
            block={narrow}
          >
            {t('dispute.submit.button')}
          </LightButton>
        }
      />
      <ServiceGuide />
      <ProgressLookup fallback={<SectionSkeleton rows={4} />} />
      {loggedIn ? <MyRequests fallback={<SectionSkeleton rows={4} />} /> : null}
      <CaseList fallback={<SectionSkeleton rows={8} />} />
      {/* Drawn when first opened (issue 13: no hidden form at start), then kept with what was typed. */}
      {formDrawn ? (
        <RequestForm
          open={applying}
          loggedIn={loggedIn}
          onClose={() => setApplying(false)}
          onSubmitted={(result) => navigate(successPath(result.referenceNo))}
        />
      ) : null}
    </div>
  );
}

/** A section's place (its card and grey lines) until its code has loaded. */
function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <div className={`${styles.section} ${styles.sectionSkeleton}`}>
      <ListSkeleton rows={rows} />
    </div>
  );
}
