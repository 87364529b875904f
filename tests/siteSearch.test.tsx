/**
 * Issue 14 item 1, the site search's pure parts: the keyword highlight (split text, matched as
 * the services match: case ignored for Latin letters, whitespace ignored; any characters literal),
 * the <mark> rendering that never parses HTML, the records as hits, and the merging of the
 * sources' answers (date order, counts from each service's total, a failed source left out).
 */
import { render } from '@testing-library/react';
import Highlight, { splitHighlight } from '@/components/Highlight';
import { TO_HIT, type SearchHit } from '@/pages/taizhou/Search/hits';
import { mergeHits, summarise, type SourceOutcome } from '@/pages/taizhou/Search/merge';

const marked = (text: string, keyword: string) =>
  splitHighlight(text, keyword)
    .filter((piece) => piece.match)
    .map((piece) => piece.text);
const joined = (text: string, keyword: string) =>
  splitHighlight(text, keyword)
    .map((piece) => piece.text)
    .join('');

describe('splitHighlight', () => {
  it('marks every occurrence and keeps the text between', () => {
    expect(splitHighlight('专利质押贷款与专利保险', '专利')).toEqual([
      { text: '专利', match: true },
      { text: '质押贷款与', match: false },
      { text: '专利', match: true },
      { text: '保险', match: false },
    ]);
  });

  it('ignores the case of Latin letters, keeping the text as written', () => {
    expect(marked('Patent No. ZL202110123456.7', 'zl2021')).toEqual(['ZL2021']);
    expect(marked('ipc a61k', 'A61K')).toEqual(['a61k']);
  });

  it('ignores whitespace on both sides, as the services do (a61k31 finds A61K 31/155)', () => {
    expect(marked('IPC A61K 31/155', 'a61k31')).toEqual(['A61K 31']);
    expect(marked('专利质押', '专利 质押')).toEqual(['专利质押']);
  });

  it('matches regular-expression characters literally', () => {
    const text = 'a.*+?()[]b and axxb';
    expect(marked(text, '.*+?()[]')).toEqual(['.*+?()[]']);
    expect(marked(text, 'a.*b')).toEqual([]);
    expect(marked('price (¥) $1^2|3\\4', '$1^2|3\\')).toEqual(['$1^2|3\\']);
  });

  it('keeps markup as text: a hostile keyword or text is only ever split', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const text = `标题${hostile}结尾`;
    // Whitespace is ignored, so the marked piece is the markup as written, spaces included.
    expect(marked(text, hostile)).toEqual([hostile]);
    expect(joined(text, hostile)).toBe(text);
    expect(marked('专利', hostile)).toEqual([]);
  });

  it('returns the text as one piece for a blank keyword, none for an empty text', () => {
    expect(splitHighlight('专利', '')).toEqual([{ text: '专利', match: false }]);
    expect(splitHighlight('专利', '   ')).toEqual([{ text: '专利', match: false }]);
    expect(splitHighlight('', '专利')).toEqual([]);
  });

  it('handles a 200-character keyword: longer than the text, no mark; inside a text, one mark', () => {
    const long = '专'.repeat(200);
    expect(splitHighlight('专利', long)).toEqual([{ text: '专利', match: false }]);
    expect(marked(`前${long}后`, long)).toEqual([long]);
  });

  it('does not mark overlapping occurrences twice and always joins back to the text', () => {
    expect(marked('aaaa', 'aa')).toEqual(['aa', 'aa']);
    expect(marked('aaa', 'aa')).toEqual(['aa']);
    for (const [text, keyword] of [
      ['  A B  C ', 'bc'],
      ['İstanbul ZL', 'zl'],
      ['泰州 · 专利', '州·'],
    ]) {
      expect(joined(text, keyword)).toBe(text);
    }
    // A character whose lower case is longer (İ → i̇) stays aligned with the rest of the text.
    expect(marked('İstanbul ZL', 'zl')).toEqual(['ZL']);
  });
});

describe('Highlight', () => {
  it('wraps the keyword in <mark> and renders markup from the data as text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = render(<Highlight text={`专利${hostile}专利`} keyword="专利" />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['专利', '专利']);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(`专利${hostile}专利`);
  });

  it('marks a hostile keyword as text without creating an element', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = render(<Highlight text={`a${hostile}b`} keyword={hostile} />);
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('mark')?.textContent).toBe(hostile);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('records as hits', () => {
  it('links each record to its own page, ids encoded', () => {
    expect(
      TO_HIT.announcement({
        id: 'an-1',
        title: 'T',
        category: '政策文件',
        department: '泰州市财政局',
        publishDate: '2026-01-02',
        docNo: '泰财〔2026〕1号',
      }),
    ).toEqual({
      type: 'announcement',
      id: 'an-1',
      title: 'T',
      to: '/taizhou/announceDetail?id=an-1',
      date: '2026-01-02',
      source: '泰州市财政局',
      code: '泰财〔2026〕1号',
    });
    expect(
      TO_HIT.listing({
        id: 'tx/1?',
        title: 'L',
        patentNo: 'ZL1',
        applicant: 'A',
        publishTime: '2026-11-16T17:48:00+08:00',
      } as API.TransactionIndex),
    ).toMatchObject({
      to: '/taizhou/operations/sell/tx%2F1%3F',
      date: '2026-11-16',
      code: 'ZL1',
    });
    const enterprise = TO_HIT.enterprise({ name: '泰州A/B公司', creditCode: 'X', district: '靖江市' } as API.EnterpriseItem);
    expect(enterprise).toMatchObject({ to: `/taizhou/enterprise/result/${encodeURIComponent('泰州A/B公司')}`, source: '靖江市' });
    expect(enterprise.date).toBeUndefined();
    expect(
      TO_HIT.punishment({
        id: 'pn 1',
        partyName: 'P',
        decisionNo: 'D',
        violationType: '虚假宣传',
        authority: 'AU',
        publishDate: '2025-03-04',
      } as API.PunishmentItem),
    ).toMatchObject({
      title: 'P',
      to: '/taizhou/punishContentDetail?id=pn%201',
      code: 'D',
      detail: '虚假宣传',
    });
  });

  it('survives missing and mistyped fields', () => {
    const hit = TO_HIT.news({ id: 7, title: null, publishDate: 'yesterday' } as unknown as API.NewsItem);
    expect(hit).toMatchObject({ id: '7', title: '', date: undefined, source: undefined, detail: undefined });
  });
});

const hit = (type: SearchHit['type'], id: string, date?: string): SearchHit => ({ type, id, title: id, to: `/${id}`, date });
const page = (list: SearchHit[], total = list.length): API.Page<SearchHit> => ({ current: 1, pageSize: 10, total, list });
const ids = (hits: readonly SearchHit[] | undefined) => hits?.map((h) => h.id);

describe('mergeHits', () => {
  it('orders by date, newest first, undated last; equal dates by source order, then each source order', () => {
    const merged = mergeHits(
      [
        [hit('news', 'n1', '2026-05-01'), hit('news', 'n2', '2026-01-01')],
        [hit('enterprise', 'e1'), hit('enterprise', 'e2')],
        [hit('announcement', 'a1', '2026-05-01'), hit('announcement', 'a2', '2026-03-01')],
      ],
      10,
    );
    expect(ids(merged)).toEqual(['a1', 'n1', 'a2', 'n2', 'e1', 'e2']);
  });

  it('keeps at most `limit` hits', () => {
    expect(ids(mergeHits([[hit('news', 'n1', '2026-01-01'), hit('news', 'n2', '2025-01-01')]], 1))).toEqual(['n1']);
    expect(mergeHits([[hit('news', 'n1', '2026-01-01')]], 0)).toEqual([]);
  });
});

describe('summarise', () => {
  const outcomes: SourceOutcome[] = [
    { type: 'announcement', page: page([hit('announcement', 'a1', '2026-02-01')], 36) },
    { type: 'news', error: new Error('HTTP 500') },
    { type: 'punishment', page: page([hit('punishment', 'p1', '2026-03-01')], 54) },
    { type: 'product', page: page([], 0) },
    { type: 'listing', page: page([hit('listing', 'l1', '2026-01-15')], 12) },
    { type: 'enterprise', page: page([hit('enterprise', 'e1')], 3) },
  ];

  it('"all": the merged newest hits, each answered source counted by its own total, the failed one named', () => {
    const summary = summarise(outcomes, 'all', 10);
    expect(ids(summary.page?.list)).toEqual(['p1', 'a1', 'l1', 'e1']);
    expect(summary.counts).toEqual({ announcement: 36, punishment: 54, product: 0, listing: 12, enterprise: 3 });
    expect(summary.total).toBe(105);
    expect(summary.failed).toEqual(['news']);
    expect(summary.error).toBeUndefined();
  });

  it("a type: that source's own page, the others still counted", () => {
    const summary = summarise(outcomes, 'punishment', 10);
    expect(ids(summary.page?.list)).toEqual(['p1']);
    expect(summary.page?.total).toBe(54);
    expect(summary.counts.announcement).toBe(36);
  });

  it("a type whose source failed: no page, its error, the others' counts kept", () => {
    const summary = summarise(outcomes, 'news', 10);
    expect(summary.page).toBeUndefined();
    expect((summary.error as Error).message).toBe('HTTP 500');
    expect(summary.total).toBe(105);
  });

  it('"all" with every source failing: an error and no page', () => {
    const failing = outcomes.map(({ type }) => ({ type, error: new Error(`${type} down`) }));
    const summary = summarise(failing, 'all', 10);
    expect(summary.page).toBeUndefined();
    expect((summary.error as Error).message).toBe('announcement down');
    expect(summary.failed).toHaveLength(6);
    expect(summary.total).toBe(0);
  });

  it('a rejection without a reason is still an error', () => {
    const summary = summarise([{ type: 'news', error: undefined }], 'news', 10);
    expect(summary.error).toBeInstanceOf(Error);
  });
});
