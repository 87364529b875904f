/**
 * CSV for spreadsheets (issue 14 item 4): RFC 4180 fields and records, written so that Excel opens
 * Chinese text correctly and runs nothing.
 */

/** UTF-8 byte order mark: without it Excel reads a CSV in the system's ANSI code page (GBK garbles). */
export const BOM = '\uFEFF';

/** Record separator of RFC 4180 (and what Excel writes). */
const CRLF = '\r\n';

/**
 * A cell Excel or LibreOffice would read as a formula (OWASP "CSV injection"): its first character
 * is `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A field that has to be quoted: it holds a separator, a quote or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field: `null`/`undefined` as empty, numbers and booleans as written, text defused with a
 * leading `'` when it would start a formula, quoted (inner quotes doubled) when it holds a comma,
 * quote or line break.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The whole file: BOM, the header record, then one record per row, each ended by CRLF. Every row
 * is written with the header's number of fields.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  const record = (cells: ReadonlyArray<string | number | boolean | null | undefined>) =>
    header.map((_, i) => csvField(cells[i])).join(',') + CRLF;
  return BOM + record(header) + rows.map(record).join('');
}
