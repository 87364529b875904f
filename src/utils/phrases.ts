/**
 * A Han character (CJK unified ideographs, extension A, compatibility ideographs): text that breaks
 * between any two of them by default. Ranges, not `\p{Script=Han}`: a browser without Unicode
 * property escapes would fail to parse the first-load script that holds it.
 */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

const length = (text: string) => [...text].length;

/**
 * Issue 46 item 5: `text` cut into the phrases a line may break between, for Chinese text (which
 * otherwise breaks between any two characters, "服务平 / 台"; src/components/Phrased). The browser's word
 * segmenter (`Intl.Segmenter`, ICU's dictionary) finds the words; what it leaves as single
 * characters joins its neighbours: a run of them is a phrase of its own ("泰|州|市" → 泰州市), one
 * alone joins the word before it ("一站|式" → 一站式) or, first, the word after it ("大|数据"), and
 * punctuation stays with the word before it. "泰州市知识产权一站式公共服务平台" gives
 * 泰州市 | 知识 | 产权 | 一站式 | 公共 | 服务 | 平台. Text without Han characters, and any text where
 * the browser has no segmenter, is one phrase.
 */
export function phrases(text: string, locale = 'zh-CN'): string[] {
  if (!HAN.test(text) || typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [text];
  const parts: string[] = [];
  let run = '';
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    const han = HAN.test(segment);
    if (!han && parts.length && !run) parts[parts.length - 1] += segment;
    else if (!han || length(segment) === 1) run += segment;
    else if (!run) parts.push(segment);
    else if (length(run) > 1) parts.push(run, segment);
    else if (parts.length) parts.push(`${parts.pop()}${run}`, segment);
    else parts.push(run + segment);
    if (han && length(segment) > 1) run = '';
  }
  if (run && (length(run) > 1 || !parts.length)) parts.push(run);
  else if (run) parts[parts.length - 1] += run;
  return parts;
}
