/**
 * Issue 16 item 8: one day format and one date-time format per locale (src/utils/date.ts), in
 * the calendar day and time the server states whatever the visitor's time zone.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { formatDateTime, formatDay } from '@/utils/date';

describe('formatDay', () => {
  it('gives zh-CN 2026-10-01 and en-US Oct 1, 2026 for a date and for a date-time', () => {
    expect(formatDay('zh-CN', '2026-10-01')).toBe('2026-10-01');
    expect(formatDay('en-US', '2026-10-01')).toBe('Oct 1, 2026');
    expect(formatDay('zh-CN', '2026-10-12T09:30:00+08:00')).toBe('2026-10-12');
    expect(formatDay('en-US', '2026-10-12T09:30:00+08:00')).toBe('Oct 12, 2026');
  });

  it('keeps the day the server states when the offset would move it in the visitor zone', () => {
    // 00:30 in Beijing is the evening before in UTC and anywhere west of it.
    expect(formatDay('zh-CN', '2026-10-01T00:30:00+08:00')).toBe('2026-10-01');
    expect(formatDay('en-US', '2026-10-01T23:30:00-05:00')).toBe('Oct 1, 2026');
  });

  it('writes English month names even when dayjs speaks Chinese', () => {
    const previous = dayjs.locale();
    dayjs.locale('zh-cn');
    try {
      expect(formatDay('en-US', '2026-09-02')).toBe('Sep 2, 2026');
    } finally {
      dayjs.locale(previous);
    }
  });

  it('shows a dash for a missing, unreadable or impossible date', () => {
    for (const value of [undefined, null, '', 'soon', '2026-02-30', '2026-13-01']) {
      expect(formatDay('zh-CN', value)).toBe('—');
    }
  });
});

describe('formatDateTime', () => {
  it('gives the day and the 24-hour time in the time the value states', () => {
    expect(formatDateTime('zh-CN', '2026-11-22T09:30:00+08:00')).toBe('2026-11-22 09:30');
    expect(formatDateTime('en-US', '2026-11-22T21:05:00+08:00')).toBe('Nov 22, 2026 21:05');
  });

  it('shows the day alone for a value without a time, and a dash for an unreadable one', () => {
    expect(formatDateTime('en-US', '2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDateTime('zh-CN', 'not a time')).toBe('—');
  });
});
