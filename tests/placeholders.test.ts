/**
 * Issue 46 item 7: an example in a field (its placeholder) or in the words beside it ("如 …",
 * "e.g. …") reads as an example, never as a real entry — not the centre's own helpline, no full
 * phone, patent, credit-code or case number (one that finds nothing, or someone's real one).
 * Visitors took them for filled fields or for their own case.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import zhCN from '@/locales/zh-CN';
import enUS from '@/locales/en-US';
import { SITE_INFO } from '@/constants';

/** A message that is a placeholder, or that offers an example. */
const offersExample = (id: string, text: string) => /placeholder/i.test(id) || /例：|例如|如：|如 |e\.g\./.test(text);

/** What makes an example look real: the sites' own phone numbers, or a run of 7 or more digits. */
const HELPLINES = Object.values(SITE_INFO).map(({ phone }) => phone);
const realLooking = (text: string) => HELPLINES.filter((phone) => text.includes(phone)).concat(text.match(/\d{7,}/g) ?? []);

describe.each([
  ['zh-CN', zhCN as Record<string, string>],
  ['en-US', enUS as Record<string, string>],
])('%s', (_locale, messages) => {
  const examples = Object.entries(messages).filter(([id, text]) => offersExample(id, text));

  it('has the examples this test is about (the dispute form and the listing form among them)', () => {
    const ids = examples.map(([id]) => id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'dispute.form.phone.placeholder',
        'dispute.form.creditCode.placeholder',
        'dispute.form.patentNo.placeholder',
        'dispute.progress.referenceNo.placeholder',
        'operations.publish.patentNo.placeholder',
        'operations.publish.contactPhone.placeholder',
        'dispute.form.phone.format',
      ]),
    );
  });

  it.each(Object.entries(messages).filter(([id, text]) => offersExample(id, text)))('%s shows no real-looking value', (_id, text) => {
    expect(realLooking(text)).toEqual([]);
  });

  it('marks each placeholder of a number as an example', () => {
    const numbers = examples.filter(([id]) => /(phone|creditCode|patentNo|referenceNo)\.placeholder$/i.test(id));
    expect(numbers.length).toBeGreaterThanOrEqual(6);
    for (const [, text] of numbers) expect(text).toMatch(/^(例：|e\.g\. )/);
  });
});

/** Every .tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('.umi') ? [] : sources(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

it('no component writes a placeholder of its own: each is a message of both locales, checked above', () => {
  const literal = /placeholder="[^"]+"/;
  const offenders = sources(join(__dirname, '..', 'src')).filter((path) => literal.test(readFileSync(path, 'utf8')));
  expect(offenders).toEqual([]);
});
