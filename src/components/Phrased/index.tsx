import { Fragment } from 'react';
import { phrases } from '@/utils/phrases';

/**
 * Issue 46 item 5: Chinese text that breaks only between its phrases (src/utils/phrases.ts), for an
 * element styled `word-break: keep-all`: a `<wbr>` between phrases, nothing inside them. The text
 * reads and copies as it is.
 */
export default function Phrased({ text }: { text: string }) {
  return (
    <>
      {phrases(text).map((part, index) => (
        // eslint-disable-next-line react/no-array-index-key -- the parts of one text, in order
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
