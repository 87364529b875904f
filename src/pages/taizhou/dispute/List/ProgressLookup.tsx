import { SearchOutlined } from '@ant-design/icons';
import { useIntl, useLocation } from '@umijs/max';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useEffect, useRef } from 'react';
import deferred from '@/components/Deferred';
import useSubmitCheck from '@/components/SubmitCheck';
import { ListSkeleton } from '@/components/LineSkeleton';
import { PHONE_PATTERN } from '@/domain/contact';
import { REFERENCE_NO_PATTERN } from '@/domain/dispute';
import useServiceRequest from '@/hooks/useServiceRequest';
import { lookupDisputeProgress } from '@/services/businessService';
import { checkServiceResult, loadFailureText, ServiceFailure } from '@/utils/serviceResult';
import styles from './index.less';

/** The service's answer when the pair matches no request (it does not say whether the number exists). */
const NO_MATCH = 404;

// Drawn only for a found request; its code is asked for when the visitor reaches the form.
const ProgressAnswer = deferred(() => import('./ProgressAnswer'));

/** Whether the service's answer is a progress record the answer can draw. */
const isProgress = (data: unknown): data is API.DisputeProgress =>
  typeof data === 'object' && data !== null && Array.isArray((data as API.DisputeProgress).timeline);

type LookupValues = { referenceNo: string; phone: string };

/** Numbers are often typed in groups (`0523 8683 9900`); the phone is compared without spaces. */
const compactPhone = (value: string | undefined) => (value ?? '').replace(/\s+/g, '');
const compactReference = (value: string | undefined) => (value ?? '').trim().toUpperCase();

/** A form rule: a filled-in value must pass `test` once normalised; an empty one is the `required` rule's business. */
const shapeRule = (normalise: (value?: string) => string, pattern: RegExp, message: string) => ({
  validator: (_: unknown, value?: string) =>
    !normalise(value) || pattern.test(normalise(value)) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/**
 * Issue 16: progress of a dispute request without logging in — the reference number of the
 * receipt plus the contact phone given in the request. Shows the status and every step the request
 * has reached with its time. A pair that does not match gets one message that does not say whether
 * the number exists (the service answers both cases alike). Section `#progress` of the dispute page.
 */
export default function ProgressLookup() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, error, loading, run } = useServiceRequest(
    async (values: LookupValues) =>
      checkServiceResult(
        await lookupDisputeProgress(
          { referenceNo: compactReference(values.referenceNo), phone: compactPhone(values.phone) },
          { skipErrorHandler: true },
        ),
      ),
    { manual: true },
  );
  const noMatch = error instanceof ServiceFailure && error.code === NO_MATCH;
  // Issue 27 item 2: the answer appears below the button, under the fold of a laptop's screen; the
  // visitor is taken to it (and a screen reader's focus with them) once it is in.
  const answer = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const lookUp = (values: LookupValues) => {
    asked.current = true;
    ProgressAnswer.preload();
    run(values);
  };
  // Issue 46 item 6: a lookup with a field missing or malformed goes to it and says how many.
  const check = useSubmitCheck(lookUp);
  // The request found, if the service's answer is one the answer can draw.
  const progress = !error && isProgress(data) ? data : undefined;
  // The answer's code is here (or failed to come, which it then says): only then is its box its size.
  const answerReady = ProgressAnswer.useReady(Boolean(progress));
  useEffect(() => {
    const shown = answer.current;
    if (loading || (progress && !answerReady) || !asked.current || !shown) return;
    asked.current = false;
    const { top, bottom } = shown.getBoundingClientRect();
    // A long timeline from its start; a short answer just far enough to be whole on screen.
    if (top < 0 || bottom > window.innerHeight) shown.scrollIntoView({ block: bottom - top > window.innerHeight ? 'start' : 'nearest' });
    shown.focus({ preventScroll: true });
  }, [loading, progress, answerReady, data, error]);
  // The receipt links here as `#progress`; a client-side navigation does not scroll to a hash by itself.
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === '#progress') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const result = () => {
    if (loading) return null;
    if (error) {
      return (
        <Alert
          className={styles.progressResult}
          type={noMatch ? 'warning' : 'error'}
          showIcon
          role="alert"
          // Issue 26 item 5, issue 46 item 4: offline, a timeout or an unavailable service say so; else the generic failure.
          title={noMatch ? t('dispute.progress.noMatch') : loadFailureText(error) || t('dispute.progress.failed')}
        />
      );
    }
    return progress ? <ProgressAnswer data={progress} fallback={<ListSkeleton rows={4} />} /> : null;
  };

  const fields = [
    {
      name: 'referenceNo',
      label: t('dispute.field.referenceNo'),
      required: t('dispute.progress.referenceNo.required'),
      rule: shapeRule(compactReference, REFERENCE_NO_PATTERN, t('dispute.progress.referenceNo.format')),
      input: <Input placeholder={t('dispute.progress.referenceNo.placeholder')} autoComplete="off" spellCheck={false} />,
    },
    {
      name: 'phone',
      label: t('dispute.form.phone'),
      required: t('dispute.form.phone.required'),
      rule: shapeRule(compactPhone, PHONE_PATTERN, t('dispute.form.phone.format')),
      input: <Input type="tel" autoComplete="tel" />,
    },
  ];

  return (
    <Card
      id="progress"
      ref={section}
      variant="borderless"
      className={styles.section}
      title={<h2 className={styles.sectionTitle}>{t('dispute.progress.title')}</h2>}
    >
      <p className={styles.progressIntro}>{t('dispute.progress.intro')}</p>
      <Form<LookupValues>
        name="disputeProgress"
        layout="vertical"
        requiredMark={false}
        {...check.formProps}
        {...ProgressAnswer.preloadOnApproach}
      >
        {check.status}
        <Row gutter={16} align="bottom">
          {fields.map(({ name, label, required, rule, input }) => (
            <Col key={name} xs={24} md={9}>
              <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, message: required }, rule]}>
                {input}
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={6}>
            <Form.Item>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading} block>
                {t('dispute.progress.submit')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <div aria-live="polite">
        {/* The answer's own box takes the focus: antd's Alert passes no tabIndex through. */}
        {loading ? null : (
          <div ref={answer} tabIndex={-1} className={styles.progressAnswer}>
            {result()}
          </div>
        )}
      </div>
    </Card>
  );
}
