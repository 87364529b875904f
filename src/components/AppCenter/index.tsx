import { AppstoreOutlined, CompassOutlined, HomeOutlined, SearchOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from '@umijs/max';
import LightButton from '@/components/LightButton';
import HeaderMenu from '@/components/HeaderMenu';
import { RELATED_APPS, WINDOW_NAME } from '@/constants';
import styles from './index.less';

/** One tile of the application centre (spec §2: title, URL and target window name). */
export interface AppTile {
  key: string;
  titleId: string;
  descId: string;
  url: string;
  /** Name of the window the app opens in; the same window is reused on the next click. */
  target: string;
  icon: React.ReactNode;
}

/** Spec §2: the three tiles — front portal, searching platform, navigation platform. */
export const APP_TILES: AppTile[] = [
  {
    key: 'front',
    titleId: 'apps.front',
    descId: 'apps.front.desc',
    url: RELATED_APPS.front,
    target: WINDOW_NAME.front,
    icon: <HomeOutlined aria-hidden />,
  },
  {
    key: 'searching',
    titleId: 'apps.searching',
    descId: 'apps.searching.desc',
    url: RELATED_APPS.searching,
    target: WINDOW_NAME.searching,
    icon: <SearchOutlined aria-hidden />,
  },
  {
    key: 'nav',
    titleId: 'apps.nav',
    descId: 'apps.nav.desc',
    url: RELATED_APPS.nav,
    target: WINDOW_NAME.nav,
    icon: <CompassOutlined aria-hidden />,
  },
];

/**
 * Header application-centre dropdown (spec §2). Tiles are plain links with a named `target`, so the
 * browser reuses that window and they work with keyboard, middle click and "open in new tab".
 */
export default function AppCenter({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'apps.title' });
  return (
    <HeaderMenu
      label={title}
      renderTrigger={(trigger) => (
        <LightButton kind="text" dark={dark} icon={<AppstoreOutlined aria-hidden />} aria-label={title} {...trigger}>
          <span className={styles.label}>
            <FormattedMessage id="apps.title" />
          </span>
        </LightButton>
      )}
    >
      {(close) => (
        <div className={styles.panel}>
          {APP_TILES.map((tile) => (
            <a key={tile.key} role="menuitem" className={styles.tile} href={tile.url} target={tile.target} onClick={close}>
              <span className={styles.icon} aria-hidden>
                {tile.icon}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>
                  <FormattedMessage id={tile.titleId} />
                </span>
                <span className={styles.desc}>
                  <FormattedMessage id={tile.descId} />
                </span>
              </span>
            </a>
          ))}
        </div>
      )}
    </HeaderMenu>
  );
}
