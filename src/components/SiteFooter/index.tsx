import { Link, useIntl, useModel } from '@umijs/max';
import { GOV_LINKS, SITE_INFO, type Region } from '@/constants';
import { portalPhone, portalTitle } from '@/utils/siteSettings';
import styles from './index.less';

export interface SiteFooterProps {
  /** The portal whose host, contact and filings are shown and whose site pages are linked. */
  region: Region;
}

/** Address of a portal's site page (site map, contact, statement): `/taizhou/sitemap`, `/suzhou/contact`. */
export const sitePagePath = (region: Region, page: 'sitemap' | 'contact' | 'statement') => `/${region}/${page}`;

/**
 * Footer of every page of both portals (issue 16 item 2; the State Council's guidelines for
 * government websites): site name, host unit, operator, address, helpline and hours; links to the
 * site map, contact, disclaimer and privacy page and the national error-report channel; copyright,
 * site identification code, ICP and public-security filings. Name and helpline come from the site
 * settings (spec §3, §4) where they carry them, the rest from `SITE_INFO` and the locales.
 * Plain markup only: it is part of the first load of `/taizhou`.
 */
export default function SiteFooter({ region }: SiteFooterProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `portal.${id}` }, values);
  const settings = useModel('@@initialState').initialState?.settings;
  const { siteCode, icpNumber, policeRecordNumber } = SITE_INFO[region];
  const host = t(`site.${region}.host`);
  /** A national service, in a new window, which a screen reader is told. */
  const external = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className={styles.srOnly}>{t('footer.newWindow')}</span>
    </a>
  );

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <div className={styles.title}>{portalTitle(settings, region, intl)}</div>
          <p>{t('footer.host', { name: host })}</p>
          <p>{t('footer.operator', { name: t(`site.${region}.operator`) })}</p>
        </div>
        <div>
          <p>{t('footer.address', { address: t(`site.${region}.address`) })}</p>
          <p>{t('footer.phone', { phone: portalPhone(settings, region) })}</p>
          <p>{t('footer.hours')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className={styles.links}>
            {(['sitemap', 'contact', 'statement'] as const).map((page) => (
              <li key={page}>
                <Link to={sitePagePath(region, page)}>{t(`footer.${page}`)}</Link>
              </li>
            ))}
            <li>{external(`${GOV_LINKS.feedback}${siteCode}`, t('footer.feedback'))}</li>
          </ul>
        </nav>
      </div>
      <div className={styles.legal}>
        <span>{t('footer.copyright', { year: new Date().getFullYear(), name: host })}</span>
        <span>{t('footer.siteCode', { code: siteCode })}</span>
        {external(GOV_LINKS.icp, t('footer.icp', { number: icpNumber }))}
        {external(`${GOV_LINKS.policeRecord}${policeRecordNumber}`, t('footer.policeRecord', { number: policeRecordNumber }))}
      </div>
    </footer>
  );
}
