import {
  AlertOutlined,
  AuditOutlined,
  BankOutlined,
  CompassOutlined,
  ExportOutlined,
  FileSearchOutlined,
  NotificationOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { RELATED_APPS, WINDOW_NAME } from '@/constants';
import styles from '../index.less';

type Tile = {
  key: string;
  icon: React.ReactNode;
  /** Route inside the app, in-page anchor (`#…`) or, with `target`, a linked platform. */
  href: string;
  /** Named window of a linked platform (spec §2). */
  target?: string;
};

/**
 * Every Taizhou section and the two linked platforms (spec §1, §2), each tile to its list page.
 */
export const SERVICE_TILES: Tile[] = [
  { key: 'enterprise', icon: <TeamOutlined />, href: IPR_ROUTE_PATHS.ENTERPRISE_SEARCH },
  { key: 'operations', icon: <SwapOutlined />, href: IPR_ROUTE_PATHS.OPERATIONS_LIST },
  { key: 'dispute', icon: <AuditOutlined />, href: IPR_ROUTE_PATHS.DISPUTE_LIST },
  { key: 'punish', icon: <AlertOutlined />, href: IPR_ROUTE_PATHS.PENALTIES },
  { key: 'announcements', icon: <NotificationOutlined />, href: IPR_ROUTE_PATHS.ANNOUNCEMENTS },
  { key: 'products', icon: <BankOutlined />, href: IPR_ROUTE_PATHS.PRODUCTS },
  { key: 'searching', icon: <FileSearchOutlined />, href: RELATED_APPS.searching, target: WINDOW_NAME.searching },
  { key: 'nav', icon: <CompassOutlined />, href: RELATED_APPS.nav, target: WINDOW_NAME.nav },
];

/** Row of service tiles under the hero: icon, name and one line on what each offers. */
export default function ServiceTiles() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.services} aria-labelledby="home-services">
      <h2 id="home-services" className={styles.srOnly}>
        {t('home.services.title')}
      </h2>
      <ul className={styles.tiles}>
        {SERVICE_TILES.map((tile) => {
          const body = (
            <>
              <span className={`${styles.tileIcon} ${styles[`tile-${tile.key}`] ?? ''}`} aria-hidden>
                {tile.icon}
              </span>
              <span className={styles.tileText}>
                <span className={styles.tileName}>
                  {t(`home.tile.${tile.key}`)}
                  {tile.target ? <ExportOutlined className={styles.tileExternal} aria-hidden /> : null}
                </span>
                <span className={styles.tileDesc}>{t(`home.tile.${tile.key}.desc`)}</span>
                {tile.target ? <span className={styles.srOnly}>{t('home.opensInNewWindow')}</span> : null}
              </span>
            </>
          );
          return (
            <li key={tile.key}>
              {tile.target || tile.href.startsWith('#') ? (
                <a className={styles.tile} href={tile.href} target={tile.target}>
                  {body}
                </a>
              ) : (
                <Link className={styles.tile} to={tile.href}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
