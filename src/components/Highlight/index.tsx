import { splitHighlight } from './split';

export interface HighlightProps {
  /** Text from the server, shown as text (React escapes it). */
  text: string;
  /** The visitor's keyword; its occurrences are wrapped in `<mark>`. */
  keyword: string;
}

/**
 * Issue 14 item 1: `text` with each occurrence of `keyword` in a `<mark>` (matched as the
 * services match it, see {@link splitHighlight}). Builds elements from split text; no HTML is
 * ever parsed, so markup in the data or the keyword stays text.
 */
export default function Highlight({ text, keyword }: HighlightProps) {
  return (
    <>
      {splitHighlight(text, keyword).map((piece, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder: their position is their identity.
        piece.match ? <mark key={index}>{piece.text}</mark> : piece.text,
      )}
    </>
  );
}

export { splitHighlight, type TextPiece } from './split';
