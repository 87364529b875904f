import { phrases } from '@/utils/phrases';

/**
 * Each phrase unbroken; lines break between them (between two Han characters a line may break).
 * `inline` said outright: where no user-agent style sheet gives spans their display (jsdom), an
 * accessible name computed from the text would get a space at each phrase.
 */
const PHRASE = { display: 'inline', whiteSpace: 'nowrap' } as const;

/**
 * Issue 46 item 5: Chinese text that breaks only between its phrases (src/utils/phrases.ts): each
 * phrase in a span that does not wrap. Not `<wbr>` with `word-break: keep-all`: Chromium puts a space
 * into the accessible name at each `<wbr>` ("知识 产权 一站式"); spans leave the name, the text and a
 * copy of it as they are.
 */
export default function Phrased({ text }: { text: string }) {
  const parts = phrases(text);
  if (parts.length < 2) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
        <span key={index} style={PHRASE}>
          {part}
        </span>
      ))}
    </>
  );
}
