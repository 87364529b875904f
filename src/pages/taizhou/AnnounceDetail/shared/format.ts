import type { getIntl } from '@umijs/max';
import dayjs from 'dayjs';

type IntlShape = ReturnType<typeof getIntl>;

/** Shown where a value is missing or unreadable. */
export const NO_VALUE = '—';

/** A `YYYY-MM-DD` date in the visitor's locale: 2026年9月2日 / Sep 2, 2026; a dash if unreadable. */
export function formatDay(intl: IntlShape, value: string | undefined | null): string {
  if (!value) return NO_VALUE;
  const date = dayjs(value);
  if (!date.isValid()) return NO_VALUE;
  return intl.locale.toLowerCase().startsWith('zh') ? date.format('YYYY年M月D日') : date.format('MMM D, YYYY');
}

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
  (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);

/**
 * English label of a known server value (category, violation or penalty type) from a value →
 * message-id map; Chinese shows the server's own words, and unknown values show as sent.
 */
export function valueLabel(intl: IntlShape, labels: Record<string, string>, value: string | undefined): string {
  if (!value) return NO_VALUE;
  const id = labels[value];
  if (!id || intl.locale.toLowerCase().startsWith('zh')) return value;
  return intl.formatMessage({ id });
}

/** Announcement categories the data service uses (docs/api.md §6). */
export const CATEGORY_LABELS: Record<string, string> = {
  政策文件: 'content.category.policy',
  通知公告: 'content.category.notice',
  项目申报: 'content.category.project',
  政策解读: 'content.category.interpretation',
};

/** Violation types of agency penalty notices (docs/api.md §6). */
export const VIOLATION_LABELS: Record<string, string> = {
  擅自开展专利代理业务: 'content.violation.unlicensed',
  代理非正常专利申请: 'content.violation.abnormal',
  以不正当手段招揽业务: 'content.violation.soliciting',
  虚假宣传: 'content.violation.falsePublicity',
};

/** Penalty types of agency penalty notices (docs/api.md §6). */
export const PENALTY_LABELS: Record<string, string> = {
  警告: 'content.penalty.warning',
  罚款: 'content.penalty.fine',
  没收违法所得: 'content.penalty.confiscation',
  停止承接新的专利代理业务: 'content.penalty.suspension',
};

/** Sources of the news the data service publishes (docs/api.md §6). */
export const NEWS_SOURCE_LABELS: Record<string, string> = {
  泰州日报: 'content.newsSource.taizhouDaily',
  中国知识产权报: 'content.newsSource.cipnews',
  泰州市知识产权保护中心: 'content.newsSource.protectionCentre',
  新华日报: 'content.newsSource.xinhuaDaily',
  苏州日报: 'content.newsSource.suzhouDaily',
};

/** Types of the IP financial and service products (docs/api.md §6). */
export const PRODUCT_CATEGORY_LABELS: Record<string, string> = {
  专利质押贷款: 'content.productCategory.pledgeLoan',
  知识产权保险: 'content.productCategory.insurance',
  知识产权评估: 'content.productCategory.valuation',
  专利托管: 'content.productCategory.custody',
  知识产权证券化: 'content.productCategory.securitisation',
  知识产权运营: 'content.productCategory.operation',
};
