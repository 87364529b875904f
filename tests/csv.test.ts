/**
 * Issue 14 item 4: the CSV encoding of the exports (src/utils/csv.ts) — a BOM so Excel reads UTF-8
 * Chinese, CRLF records, RFC 4180 quoting, and no cell that a spreadsheet would run as a formula.
 */
import { BOM, csvField, toCsv } from '@/utils/csv';
import { compactDate, safeFileName, saveBlob } from '@/utils/download';

describe('csvField', () => {
  it('writes plain text, numbers and booleans as they are, and nothing for null and undefined', () => {
    expect(csvField('泰州贝源制药有限公司')).toBe('泰州贝源制药有限公司');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['line 1\r\nline 2', '"line 1\r\nline 2"'],
    ['刘军，周海燕', '刘军，周海燕'],
  ])('quotes a field with a comma, a quote or a line break, doubling inner quotes: %j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each(
    Object.entries({
      '=1+1': "'=1+1",
      '+86 523': "'+86 523",
      '-2+3': "'-2+3",
      '@SUM(A1)': "'@SUM(A1)",
      '\tcmd': "'\tcmd",
      '=HYPERLINK("http://x","y")': '"\'=HYPERLINK(""http://x"",""y"")"',
      // Only a first character counts; a minus inside text is text.
      'A61K 31-00': 'A61K 31-00',
    }),
  )('defuses text a spreadsheet would read as a formula with a leading apostrophe: %j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and ends every record, the last one too, with CRLF', () => {
    const csv = toCsv(
      ['公开号', '名称'],
      [
        ['CN114392530A', '一种药物组合物'],
        ['CN114392531B', '含有,逗号的名称'],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe('公开号,名称\r\nCN114392530A,一种药物组合物\r\nCN114392531B,"含有,逗号的名称"\r\n');
  });

  it('encodes to UTF-8 bytes that begin EF BB BF', () => {
    // jsdom has no TextEncoder; node's Buffer encodes UTF-8 as the browser's Blob does.
    const bytes = Buffer.from(toCsv(['名称'], []), 'utf8');
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('名称\r\n');
  });

  it("writes every row with the header's number of fields", () => {
    expect(toCsv(['a', 'b', 'c'], [['1'], ['1', '2', '3', '4']]).slice(1)).toBe('a,b,c\r\n1,,\r\n1,2,3\r\n');
  });
});

describe('file names', () => {
  it('replaces what file systems refuse and keeps Chinese and brackets', () => {
    expect(safeFileName('安芯(AnCore)半导体（苏州）有限公司/a:b*?"<>|')).toBe('安芯(AnCore)半导体（苏州）有限公司_a_b______');
    expect(safeFileName('  ')).toBe('_');
  });

  it('writes the data date as YYYYMMDD', () => {
    expect(compactDate('2026-11-20')).toBe('20261120');
    expect(compactDate('2026-11-20T08:00:00+08:00')).toBe('20261120');
    expect(compactDate('截至2026-11-20')).toBe('截至2026-11-20');
  });
});

describe('saveBlob', () => {
  it('downloads the blob under the given name through a temporary link, and frees its URL afterwards', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn(() => 'blob:http://localhost/1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
      expect(this.isConnected).toBe(true);
    });
    const blob = new Blob(['a'], { type: 'text/csv' });
    try {
      saveBlob(blob, '企业专利_20261120.csv');
      expect(createObjectURL).toHaveBeenCalledWith(blob);
      expect(clicked).toHaveLength(1);
      expect(clicked[0].href).toBe('blob:http://localhost/1');
      expect(clicked[0].download).toBe('企业专利_20261120.csv');
      expect(clicked[0].isConnected).toBe(false);
      expect(revokeObjectURL).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
    } finally {
      click.mockRestore();
      jest.useRealTimers();
    }
  });
});
