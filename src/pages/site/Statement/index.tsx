import { Link, useIntl, useLocation } from '@umijs/max';
import PageHeading from '@/components/PageHeading';
import { sitePagePath } from '@/components/SiteFooter';
import { regionOfPath } from '@/utils/region';
import styles from '@/features/site/site.less';

/** Paragraph ids of each part, in reading order. */
const PARTS = {
  disclaimer: ['source', 'analysis', 'trading', 'links', 'copyright'],
  privacy: ['collect', 'use', 'storage', 'sharing', 'browser', 'rights'],
} as const;

/**
 * Issue 16 `/taizhou/statement`, `/suzhou/statement`: the disclaimer and the privacy statement of
 * the government-website footer, in one page with a heading each; the privacy part ends with the
 * way to the contact page.
 */
export default function Statement() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const region = regionOfPath(useLocation().pathname);

  return (
    <div className={styles.page}>
      <PageHeading title={t(`menu.${region}.statement`)} intro={t('site.statement.intro')} />
      {(Object.keys(PARTS) as Array<keyof typeof PARTS>).map((part) => (
        <section key={part} className={styles.card} aria-labelledby={`statement-${part}`}>
          <h2 id={`statement-${part}`} className={styles.cardTitle}>
            {t(`site.statement.${part}`)}
          </h2>
          {PARTS[part].map((paragraph) => (
            <p key={paragraph}>{t(`site.statement.${part}.${paragraph}`)}</p>
          ))}
        </section>
      ))}
      <p>
        <Link to={sitePagePath(region, 'contact')}>{t('site.statement.contact')}</Link>
      </p>
    </div>
  );
}
