import dayjs, { type Dayjs } from 'dayjs';

/** What a missing or unreadable date reads as, like the pages' other missing values. */
const NO_DATE = '—';

/**
 * The portal's one day format per locale (issue 16 item 8), on home, lists, details and cards:
 * Chinese `2026-10-01`, as Chinese government portals list notices; English `Oct 1, 2026`.
 */
const DAY_FORMAT = { zh: 'YYYY-MM-DD', en: 'MMM D, YYYY' } as const;

/** The same day followed by the 24-hour time, where a time is shown (submissions, updates). */
const DATE_TIME_FORMAT = { zh: 'YYYY-MM-DD HH:mm', en: 'MMM D, YYYY HH:mm' } as const;

/** A date, or date and time, with an optional offset: the parts the server states. */
const STATED = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A server date (`2026-10-01`) or date-time (`2026-10-12T09:30:00+08:00`) as the calendar day and
 * wall-clock time it states, whatever the visitor's time zone: the backend speaks China Standard
 * Time, and a notice dated 1 October must not read 30 September in Europe. Another shape dayjs
 * reads is taken as it reads it. `hasTime` tells whether the value stated a time.
 */
function readStated(value: string): { day: Dayjs; hasTime: boolean } | undefined {
  const match = STATED.exec(value.trim());
  if (!match) {
    const day = dayjs(value);
    return day.isValid() ? { day, hasTime: true } : undefined;
  }
  const [, date, time] = match;
  const day = dayjs(`${date}T${time ?? '00:00'}`);
  // dayjs rolls an impossible day over (2026-02-30 → 2 March); such a date is unreadable instead.
  if (!day.isValid() || day.format('YYYY-MM-DD') !== date) return undefined;
  return { day, hasTime: time !== undefined };
}

/** Which of the two formats a locale (`zh-CN`, `en-US`, …) uses: Chinese ones the Chinese, others the English. */
const language = (locale: string) => (locale.toLowerCase().startsWith('zh') ? 'zh' : 'en');

/**
 * A server date or date-time as the day in the visitor's locale: `2026-10-01` in zh-CN,
 * `Oct 1, 2026` in en-US; a dash when missing or unreadable (including impossible days such as
 * `2026-02-30`). English month names do not depend on dayjs's global locale.
 */
export function formatDay(locale: string, value: string | undefined | null): string {
  const stated = value ? readStated(value) : undefined;
  if (!stated) return NO_DATE;
  return stated.day.locale('en').format(DAY_FORMAT[language(locale)]);
}

/**
 * A server date-time as day and 24-hour time in the visitor's locale, in the time it states:
 * `2026-11-22 09:30` in zh-CN, `Nov 22, 2026 09:30` in en-US. A value without a time shows the day
 * alone (formatDay); a dash when missing or unreadable.
 */
export function formatDateTime(locale: string, value: string | undefined | null): string {
  const stated = value ? readStated(value) : undefined;
  if (!stated) return NO_DATE;
  const formats = stated.hasTime ? DATE_TIME_FORMAT : DAY_FORMAT;
  return stated.day.locale('en').format(formats[language(locale)]);
}
