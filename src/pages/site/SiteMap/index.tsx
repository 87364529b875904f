import { Link, useAppData, useIntl, useLocation } from '@umijs/max';
import { useMemo } from 'react';
import PageHeading from '@/components/PageHeading';
import type { Region } from '@/constants';
import { regionOfPath } from '@/utils/region';
import { siteMapEntries, type AppRoute } from './entries';
import styles from '@/features/site/site.less';

/**
 * Issue 16 `/taizhou/sitemap`, `/suzhou/sitemap`: every page a visitor can open directly, by
 * portal (this portal first), generated from the route table so that a page added later appears
 * without editing this one (`entries.ts`).
 */
export default function SiteMap() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { routes } = useAppData();
  const region = regionOfPath(useLocation().pathname);
  const entries = useMemo(() => siteMapEntries(routes as unknown as Record<string, AppRoute>), [routes]);
  const order: Region[] = region === 'suzhou' ? ['suzhou', 'taizhou'] : ['taizhou', 'suzhou'];

  return (
    <div className={styles.page}>
      <PageHeading title={t(`menu.${region}.siteMap`)} intro={t('site.map.intro')} />
      <div className={styles.groups}>
        {order.map((portal) => (
          <section key={portal} className={styles.card} aria-labelledby={`sitemap-${portal}`}>
            <h2 id={`sitemap-${portal}`} className={styles.cardTitle}>
              {t(`site.map.${portal}`)}
            </h2>
            <ul className={styles.mapList}>
              {entries[portal].map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path}>{t(entry.messageId)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
