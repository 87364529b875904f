import type { getIntl } from '@umijs/max';
import { termLabel } from '@/utils/messageLabel';

type IntlShape = ReturnType<typeof getIntl>;

/** Shown where a value is missing or unreadable. */
export const NO_VALUE = '—';

/**
 * An amount the server states in 万元 (10,000 yuan), as penalty notices do: Chinese keeps 万元
 * ("2.1 万元"), English shows whole yuan ("CNY 21,000"), since "ten-thousand" is no English unit.
 */
export function formatWan(intl: IntlShape, amount: number | undefined | null): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return NO_VALUE;
  return intl.formatMessage(
    { id: 'content.punish.amountWan' },
    {
      amount: intl.formatNumber(amount, { maximumFractionDigits: 2 }),
      yuan: intl.formatNumber(Math.round(amount * 10000), { maximumFractionDigits: 0 }),
    },
  );
}

/** A file size in bytes as KB or MB (1024-based, one decimal). */
export function formatBytes(size: number | undefined | null): string {
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return NO_VALUE;
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** Server text with paragraphs separated by newlines, as a list of non-empty paragraphs. */
export const paragraphs = (text: string | undefined | null) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The locale's label of a known server term (src/domain/content.ts), the term itself if unknown, a dash if missing. */
export const valueLabel = (intl: IntlShape, labels: Readonly<Record<string, string>>, value: string | undefined): string =>
  termLabel(intl, labels, value) || NO_VALUE;
