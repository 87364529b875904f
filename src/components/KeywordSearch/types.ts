/** The keyword box's props, apart from its two modules (the deferred box imports them too). */
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
