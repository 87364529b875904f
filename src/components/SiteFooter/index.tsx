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
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const settings = initialState?.settings;
  const info = SITE_INFO[region];
  const host = t(`portal.site.${region}.host`);
  const newWindow = <span className={styles.srOnly}>{t('portal.footer.newWindow')}</span>;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.col}>
          <div className={styles.title}>{portalTitle(settings, region, intl)}</div>
          <p>{t('portal.footer.host', { name: host })}</p>
          <p>{t('portal.footer.operator', { name: t(`portal.site.${region}.operator`) })}</p>
        </div>
        <div className={styles.col}>
          <p>{t('portal.footer.address', { address: t(`portal.site.${region}.address`) })}</p>
          <p>{t('portal.footer.phone', { phone: portalPhone(settings, region) })}</p>
          <p>{t('portal.footer.hours')}</p>
        </div>
        <nav className={styles.col} aria-label={t('portal.footer.links')}>
          <ul className={styles.links}>
            <li>
              <Link to={sitePagePath(region, 'sitemap')}>{t('portal.footer.siteMap')}</Link>
            </li>
            <li>
              <Link to={sitePagePath(region, 'contact')}>{t('portal.footer.contact')}</Link>
            </li>
            <li>
              <Link to={sitePagePath(region, 'statement')}>{t('portal.footer.statement')}</Link>
            </li>
            <li>
              <a href={`${GOV_LINKS.feedback}${info.siteCode}`} target="_blank" rel="noopener noreferrer">
                {t('portal.footer.feedback')}
                {newWindow}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.legal}>
        <span>{t('portal.footer.copyright', { year: new Date().getFullYear(), name: host })}</span>
        <span>{t('portal.footer.siteCode', { code: info.siteCode })}</span>
        <a href={GOV_LINKS.icp} target="_blank" rel="noopener noreferrer">
          {t('portal.footer.icp', { number: info.icpNumber })}
          {newWindow}
        </a>
        <a href={`${GOV_LINKS.policeRecord}${info.policeRecordNumber}`} target="_blank" rel="noopener noreferrer">
          {t('portal.footer.policeRecord', { number: info.policeRecordNumber })}
          {newWindow}
        </a>
      </div>
    </footer>
  );
}
