import { useIntl } from '@umijs/max';
import type { FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import styles from './index.less';

/** What {@link useSubmitCheck} gives a form: the props for antd's `<Form>` and the live region to draw inside it. */
export interface SubmitCheck<Values> {
  /** Spread onto `<Form>`; the form's own `onFinish` goes through the hook. */
  formProps: Required<Pick<FormProps<Values>, 'onFinish' | 'onFinishFailed' | 'scrollToFirstError'>>;
  /** A polite live region (visually hidden) that says how many fields need attention after a failed submit. */
  status: ReactNode;
}

/**
 * Issue 46 item 6: a submit that fails the browser's checks takes the visitor to the first invalid
 * field — antd's own `scrollToFirstError` with `focus` (the field scrolled to the middle of its
 * scrolling box, a drawer's or a modal's included, then focused) — and announces how many fields
 * need attention ("有 9 项需要填写或更正" / "9 fields need attention") in a polite live region, so
 * keyboard and screen-reader visitors are not left on the button. Every failed submit is announced
 * again, also with the same count; a submit that passes clears it. For every antd form that checks
 * what was typed (the dispute request, the listing form, the progress lookup, the enterprise search).
 *
 * @param onFinish the form's own submit, called with the values once every rule has passed.
 */
export default function useSubmitCheck<Values>(onFinish: (values: Values) => unknown): SubmitCheck<Values> {
  const intl = useIntl();
  // `key` changes with every failed submit: a new node in the region is a new announcement.
  const [failed, setFailed] = useState<{ count: number; key: number }>();
  return {
    formProps: {
      scrollToFirstError: { focus: true, block: 'center' },
      onFinish: (values) => {
        setFailed(undefined);
        return onFinish(values);
      },
      onFinishFailed: ({ errorFields }) => {
        setFailed((previous) => ({ count: errorFields.length, key: (previous?.key ?? 0) + 1 }));
      },
    },
    status: (
      <div role="status" className={styles.status}>
        {failed ? <span key={failed.key}>{intl.formatMessage({ id: 'form.invalid.count' }, { count: failed.count })}</span> : null}
      </div>
    ),
  };
}
