import deferred from '@/components/Deferred';
import styles from './index.less';

export interface KeywordSearchProps {
  /** id of the input; the page's own label points at it. */
  id: string;
  /** What is typed, not yet searched. */
  value: string;
  placeholder: string;
  /** Most characters a keyword may have (default SEARCH_KEYWORD_MAX). */
  maxLength?: number;
  onChange: (value: string) => void;
  /** Searches the typed keyword (the button or Enter). */
  onSearch: (value: string) => void;
}

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
