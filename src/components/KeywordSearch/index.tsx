import deferred from '@/components/Deferred';
import styles from './index.less';
import type { KeywordSearchProps } from './types';

export type { KeywordSearchProps } from './types';

// antd's Input brings rc-input, its text areas and antd's Button (the search button).
const KeywordSearchBox = deferred(() => import('./KeywordSearch'));

/**
 * A page's large keyword box with its search button (antd Input.Search, size large), loaded after
 * the page has drawn (issue 13 item 2): until then a grey box of its size holds its place. The
 * label is the page's, as is the form around it.
 */
export default function KeywordSearch(props: KeywordSearchProps) {
  return <KeywordSearchBox {...props} fallback={<div className={styles.placeholder} />} />;
}
