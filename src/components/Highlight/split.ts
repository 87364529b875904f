/** One piece of a text: `match` marks a piece that is the searched keyword. */
export interface TextPiece {
  text: string;
  match: boolean;
}

/** Whitespace, as the services' keyword filters skip it (docs/api.md §5, §6, §9). */
const SPACE = /\s/;

/** Lower case of one UTF-16 unit, when lower-casing keeps its length (so indexes stay aligned). */
const fold = (unit: string) => {
  const lower = unit.toLowerCase();
  return lower.length === unit.length ? lower : unit;
};

/**
 * Splits `text` into pieces, marking every occurrence of `keyword` the way the services match it
 * (docs/api.md §6: case ignored for Latin letters, whitespace ignored on both sides, so `a61k31`
 * marks `A61K 31`). Plain string comparison, no regular expression: any characters (`.*+?()[]`,
 * markup) are matched literally. A blank keyword or no occurrence gives the text as one piece;
 * the pieces joined are always `text`. Issue 14 item 1: the results highlight by splitting text,
 * never by injecting HTML.
 */
export function splitHighlight(text: string, keyword: string): TextPiece[] {
  const needle = Array.from(keyword.replace(/\s+/g, ''), fold).join('');
  if (!text || !needle) return text ? [{ text, match: false }] : [];
  // The text without whitespace, lower-cased, and where each of its units sits in `text`.
  let haystack = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (!SPACE.test(text[i])) {
      haystack += fold(text[i]);
      at.push(i);
    }
  }
  const pieces: TextPiece[] = [];
  let done = 0;
  for (let found = haystack.indexOf(needle); found >= 0; found = haystack.indexOf(needle, found + needle.length)) {
    const start = at[found];
    const end = at[found + needle.length - 1] + 1;
    if (start > done) pieces.push({ text: text.slice(done, start), match: false });
    pieces.push({ text: text.slice(start, end), match: true });
    done = end;
  }
  if (done < text.length) pieces.push({ text: text.slice(done), match: false });
  return pieces;
}
