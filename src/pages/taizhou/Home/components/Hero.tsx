import { SearchOutlined } from '@ant-design/icons';
import { useIntl, useNavigate } from '@umijs/max';
import { useRef, useState } from 'react';
import { SEARCH_KEYWORD_MAX } from '@/constants';
import { ENTERPRISE_SEARCH_PATH } from '@/features/enterprise/paths';
import Phrased from '@/components/Phrased';
import styles from '../index.less';

/**
 * Hero band of the Taizhou home: the page's h1, what the platform is for, and the enterprise
 * search box. A search goes to `/taizhou/enterprise/search?keyword=<kw>`; an empty search says
 * what to type instead of going anywhere, and puts the focus in the box. The box is a native search field styled like antd's large
 * Input.Search: antd's Input brings rc-input and its text areas (~17 KB gzipped) into the first load.
 */
export default function Hero() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSearch = (value: string) => {
    const kw = value.trim();
    if (!kw) {
      setMissing(true);
      // Issue 46 item 6: a search pressed empty takes the visitor to the field it needs.
      input.current?.focus();
      return;
    }
    navigate(`${ENTERPRISE_SEARCH_PATH.taizhou}?${new URLSearchParams({ keyword: kw }).toString()}`);
  };

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroText}>
        <p className={styles.heroEyebrow}>{t('home.hero.eyebrow')}</p>
        <h1 id="home-title" className={styles.heroTitle}>
          <Phrased text={t('home.hero.title')} />
        </h1>
        <p className={styles.heroLead}>{t('home.hero.lead')}</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: as in SiteSearchBox, <search> is missing in the browsers the app targets. */}
      <form
        role="search"
        className={styles.heroSearch}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(keyword);
        }}
      >
        <label htmlFor="home-enterprise-search" className={styles.heroSearchLabel}>
          {t('home.search.label')}
        </label>
        <div className={styles.heroSearchBox}>
          <input
            ref={input}
            id="home-enterprise-search"
            type="search"
            className={`${styles.heroSearchInput} ${missing ? styles.heroSearchInputError : ''}`}
            value={keyword}
            maxLength={SEARCH_KEYWORD_MAX}
            aria-describedby={missing ? 'home-enterprise-search-error' : undefined}
            aria-invalid={missing || undefined}
            placeholder={t('home.search.placeholder')}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (missing && e.target.value.trim()) setMissing(false);
            }}
          />
          <button type="submit" className={styles.heroSearchButton}>
            <SearchOutlined aria-hidden /> {t('common.search')}
          </button>
        </div>
        <div className={styles.heroSearchHint} id="home-enterprise-search-error" role={missing ? 'alert' : undefined}>
          {missing ? <span className={styles.heroSearchError}>{t('home.search.required')}</span> : t('home.search.hint')}
        </div>
      </form>
    </section>
  );
}
