import { SearchOutlined } from '@ant-design/icons';
import { useIntl, useLocation, useNavigate } from '@umijs/max';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_KEYWORD_MAX, SITE_SEARCH } from '@/constants';
import styles from './index.less';

/**
 * Issue 14 item 1: the Taizhou header's site search box. A plain form (no antd Input: it would
 * add rc-input to every Taizhou first load) that opens `/taizhou/search?keyword=…`; an empty
 * search opens the search page itself, which asks for a keyword. On a phone only its button shows
 * in the header's action row and opens the field in a row of its own, so the header never
 * scrolls sideways. Rendered by PortalFrame as a child of its bar.
 */
export default function SiteSearchBox() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();
  // The frame stays mounted between Taizhou pages (the wrapper route): a phone's open field belongs
  // to the page it was opened on, and closes when the visitor goes to another (what was typed stays).
  useEffect(() => setOpen(false), [pathname]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = keyword.trim();
    navigate(value ? `${SITE_SEARCH.path}?${new URLSearchParams({ keyword: value })}` : SITE_SEARCH.path);
    setKeyword('');
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('portal.search.open')}
        aria-expanded={open}
        aria-controls="site-search-form"
        onClick={() => {
          setOpen(!open);
          // After React has shown the field.
          if (!open) requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <SearchOutlined aria-hidden />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is missing in the browsers config/config.ts targets (Chrome 87, Safari 14.1): a form with role=search is their search landmark. */}
      <form
        id="site-search-form"
        role="search"
        aria-label={t('portal.search.label')}
        className={`${styles.form} ${open ? styles.open : ''}`}
        onSubmit={submit}
      >
        <label htmlFor="site-search-input" className={styles.label}>
          {t('portal.search.label')}
        </label>
        <input
          ref={input}
          id="site-search-input"
          type="search"
          className={styles.input}
          value={keyword}
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={t('portal.search.placeholder')}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) setOpen(false);
          }}
        />
        <button type="submit" className={styles.submit} aria-label={t('common.search')}>
          <SearchOutlined aria-hidden />
        </button>
      </form>
    </>
  );
}
