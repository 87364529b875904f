import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './index.less';

/** One message of a refused submission and the form field it concerns, if the server named one. */
export interface RejectionMessage {
  text: string;
  field?: NamePath;
}

/** A field error of a 400 body as the services send it (docs/api.md "Validation messages"). */
export interface ServerFieldError {
  /** Body path, e.g. `patentNo` or `requester.creditCode`. */
  field?: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `data.errors` list of a refused submission (a `{code, msg, data}` envelope, or the `data` of a
 * ServiceFailure); empty when the server named no field or sent another shape.
 */
export function serverFieldErrors(data: unknown): ServerFieldError[] {
  const errors = isRecord(data) && isRecord(data.data) ? data.data.errors : isRecord(data) ? data.errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry) =>
    isRecord(entry) && typeof entry.message === 'string' && entry.message
      ? [{ message: entry.message, ...(typeof entry.field === 'string' && entry.field ? { field: entry.field } : {}) }]
      : [],
  );
}

/**
 * The messages to show for a refusal: the server's field errors when it sent them (each with the
 * form field `fieldOf` maps its body path to), else the plain `messages`.
 */
export function rejectionMessages(
  messages: string[],
  fieldErrors: ServerFieldError[],
  fieldOf: (path: string) => NamePath | undefined,
): RejectionMessage[] {
  if (!fieldErrors.length) return messages.map((text) => ({ text }));
  return fieldErrors.map(({ field, message }) => ({ text: message, field: field ? fieldOf(field) : undefined }));
}

/** What {@link useFormRejection} hands to {@link FormRejection}. */
export interface FormRejectionState {
  messages: RejectionMessage[];
  /** Changes with every refusal, so the same text refused twice is announced and focused again. */
  key: number;
  alertRef: RefObject<HTMLDivElement>;
  focusField: (field: NamePath) => void;
}

/**
 * Issue 16: a refused submission is shown where the visitor looks. `reject` marks every field the
 * server named with antd's error state and a pointer to the summary (`form.setFields`; issue 27 item
 * 4: the reason itself only once, in the summary), keeps every value, and
 * makes {@link FormRejection} scroll its alert into view (inside the drawer or modal) and focus it,
 * so screen readers and sighted visitors both land on the reason. `clear` hides it before a new
 * submission. Field marks go away as antd re-validates the field once it is edited.
 */
export function useFormRejection<Values>(form: FormInstance<Values>) {
  const intl = useIntl();
  const alertRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ messages: RejectionMessage[]; key: number }>();

  const reject = (messages: RejectionMessage[]) => {
    const marked = messages.filter((message) => message.field !== undefined);
    // Issue 27 item 4: the server's words are shown once, in the summary; the field says where they are.
    const mark = intl.formatMessage({ id: 'form.rejection.fieldMark' });
    if (marked.length) form.setFields(marked.map(({ field }) => ({ name: field as never, errors: [mark] })));
    setShown((previous) => ({ messages, key: (previous?.key ?? 0) + 1 }));
  };
  const clear = () => setShown(undefined);
  const focusField = (field: NamePath) => {
    form.scrollToField(field as never, { block: 'center' });
    form.focusField(field as never);
  };
  const state: FormRejectionState | undefined = shown && { ...shown, alertRef, focusField };
  return { reject, clear, state };
}

export interface FormRejectionProps {
  state: FormRejectionState | undefined;
  /** Bold first line, e.g. "Not submitted; everything you typed is kept". */
  title: ReactNode;
  /** Extra content under the messages, e.g. a log-in-again button. */
  action?: ReactNode;
}

/**
 * The error alert of a refused submission, placed at the top of its form (role="alert",
 * tabIndex -1): scrolled into view and focused on every refusal. A message about a field is a link
 * that scrolls to and focuses that field.
 */
export default function FormRejection({ state, title, action }: FormRejectionProps) {
  const intl = useIntl();
  const key = state?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal (`key`) moves the focus, not a re-render of the same one.
  useEffect(() => {
    const alert = state?.alertRef.current;
    if (!alert) return;
    alert.scrollIntoView?.({ block: 'start' });
    alert.focus({ preventScroll: true });
  }, [key]);
  if (!state) return null;
  return (
    // antd's Alert passes no tabIndex through, so a wrapper takes the focus; the Alert inside keeps role="alert".
    <div ref={state.alertRef} tabIndex={-1} className={styles.rejection}>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={title}
        description={
          <>
            <ul className={styles.messages}>
              {state.messages.map(({ text, field }) => (
                <li key={text}>
                  {field === undefined ? (
                    text
                  ) : (
                    <Button
                      type="link"
                      className={styles.fieldLink}
                      onClick={() => state.focusField(field)}
                      title={intl.formatMessage({ id: 'form.rejection.toField' })}
                    >
                      {text}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {action}
          </>
        }
      />
    </div>
  );
}
