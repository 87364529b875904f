import { useIntl } from '@umijs/max';
import { formatDay } from '@/utils/date';

export interface DayProps {
  /** `YYYY-MM-DD`, or an ISO date-time written in China Standard Time; a dash when missing. */
  value?: string | null;
  className?: string;
}

/**
 * A day as `<time>`: readable in the portal's day format of the active locale (src/utils/date.ts
 * formatDay: `2026-11-22` in zh-CN, `Nov 22, 2026` in en-US), machine-readable in `dateTime`.
 */
export default function Day({ value, className }: DayProps) {
  const { locale } = useIntl();
  return (
    <time className={className} dateTime={value ?? undefined}>
      {formatDay(locale, value)}
    </time>
  );
}
