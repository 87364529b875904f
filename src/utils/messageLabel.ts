import type { getIntl } from '@umijs/max';

type IntlShape = ReturnType<typeof getIntl>;

/** Whether `key` is the object's own property (not one of its prototype's, such as `constructor`). */
// biome-ignore lint/suspicious/noPrototypeBuiltins: the rule's Object.hasOwn is missing in Chrome/Edge 87-92, which config/config.ts targets without polyfills.
const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The locale's label for a value the server sent (`<prefix>.<value>`), or `fallback` (by default the
 * value itself) when the locale has none. Server values are open-ended: an unknown or hostile one
 * must show as text, not raise React Intl's missing-message errors.
 */
export function messageLabel(intl: IntlShape, prefix: string, value: unknown, fallback?: string): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const id = `${prefix}.${text}`;
  if (text && hasOwn(intl.messages, id)) return intl.formatMessage({ id });
  return fallback ?? text;
}

/**
 * The locale's label for a term the server sends in its own (Chinese) words, through a map of
 * known terms to message ids (src/domain/*.ts). An unknown term, or one whose message the loaded
 * locale lacks, shows as sent; an empty value gives ''.
 */
export function termLabel(intl: IntlShape, ids: Readonly<Record<string, string>>, value: string | undefined | null): string {
  if (!value) return '';
  const id = hasOwn(ids, value) ? ids[value] : undefined;
  return id && hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : value;
}
