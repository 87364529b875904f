import { createElement as h } from 'react';
import { RELATED_APPS } from '../../constants';
import { routeFacts } from '../../../config/routeTable';
import { PLATFORMS } from '../PortalFrame/sections';

/** The Taizhou nav's tabs, from the route table (the app reads the same facts, src/utils/routeFacts.ts). */
const SECTIONS = routeFacts().nav;

/** Class prefix of the shell's markup; its CSS is ./shell.less (compiled by ./build.ts), inlined in the HTML head. */
export const SHELL = 'ipr-shell';

const c = (name: string) => `${SHELL}-${name}`;
const LOGO = `${RELATED_APPS.front}logo.svg`;

/** Where the boot script writes the route's words: heading, lead, breadcrumb. */
const slot = (name: 'heading' | 'lead' | 'crumbs') => ({ 'data-slot': name });

/** The page's breadcrumb, heading and lead, filled per route by the boot script. */
function PageTop() {
  return [
    h('nav', { key: 'crumbs', className: c('crumbs'), 'data-t-label': 'portal.breadcrumb', ...slot('crumbs') }),
    h(
      'div',
      { key: 'heading', className: c('heading') },
      h('h1', { className: c('h1'), ...slot('heading') }),
      h('p', { className: c('lead'), ...slot('lead') }),
    ),
  ];
}

/** The home page's hero: eyebrow, heading and lead, and the frame of its search card. */
function Hero() {
  return h(
    'section',
    { className: c('hero') },
    h(
      'div',
      { className: c('heroText') },
      h('p', { className: c('eyebrow'), 'data-t': 'home.hero.eyebrow' }),
      h('h1', { className: c('heroTitle'), 'data-t': 'home.hero.title' }),
      h('p', { className: c('heroLead'), 'data-t': 'home.hero.lead' }),
    ),
    // Its label line, field and button, and hint line, empty: the card takes the real one's height
    // (less a line where the hint wraps on a phone: its words would cost every page's HTML both
    // languages' text).
    h(
      'div',
      { className: c('heroSearch') },
      h('span', { className: c('heroSearchLabel') }, '\u00a0'),
      h('span', { className: c('heroSearchBox') }, h('span'), h('span')),
      h('span', { className: c('heroSearchHint') }, '\u00a0'),
    ),
  );
}

/** One of the header's buttons as LightButton draws it: an icon's square and a name. */
const button = (labelId: string, icon = true) =>
  h(
    'span',
    { className: c('button') },
    icon ? h('span', { className: c('icon') }) : null,
    h('span', { className: icon ? c('label') : undefined, 'data-t': labelId }),
  );

/**
 * Stand-ins for the header's search box and buttons (SiteSearchBox, AppCenter, LangSwitch,
 * CareModeSwitch, AccessibilityTools, UserMenu as a visitor who has not logged in sees it): unseen, the same size, so
 * the bar wraps where the real one does at every width, language and look.
 */
function HeaderTools() {
  return [
    h('span', { key: 'toggle', className: c('searchToggle') }),
    h('span', { key: 'search', className: c('search') }),
    h(
      'span',
      { key: 'actions', className: c('actions') },
      button('apps.title'),
      button('shell.language'),
      button('careMode.label'),
      button('a11y.open'),
      h('span', { className: c('actions') }, button('user.login', false), button('user.register', false)),
    ),
  ];
}

/** The Suzhou header's buttons as ProLayout's actions draw them: application centre, language, care mode, accessibility tools, login, register. */
function SuzhouActions() {
  return [
    button('apps.title'),
    button('shell.language'),
    button('careMode.label'),
    button('a11y.open'),
    h('span', { className: c('actions') }, button('user.login', false), button('user.register', false)),
  ];
}

/**
 * The Taizhou portal frame as PortalFrame draws it (header bar, section navigation, content area),
 * without what depends on the visitor or the site settings: the site title's line, the search box
 * and the header's buttons are unseen boxes of their size. `home`: the content is the
 * home page's hero instead of a section page's heading.
 */
export function TaizhouShell({ home }: { home: boolean }) {
  return h(
    'div',
    { className: `${c('frame')} ${c('taizhou')}` },
    h(
      'header',
      { className: c('header') },
      h(
        'div',
        { className: c('bar') },
        h(
          'a',
          { className: c('brand'), href: `${RELATED_APPS.front}taizhou` },
          h('img', { src: LOGO, alt: '', width: 40, height: 40 }),
          h(
            'span',
            { className: c('brandText') },
            // The site's default name, unseen: the line keeps the width (and on a phone the lines)
            // the settings' title will take, so the bar wraps as the real one.
            h('span', { className: c('title'), 'data-t': 'shell.siteTitle' }),
            h('span', { className: c('region'), 'data-t': 'portal.region.taizhou' }),
          ),
        ),
        HeaderTools(),
      ),
      h(
        'nav',
        { className: c('nav'), 'data-t-label': 'portal.nav.label' },
        h(
          'ul',
          { className: c('menu') },
          SECTIONS.map((s) =>
            h(
              'li',
              { key: s.key },
              h('a', {
                className: c('navLink'),
                href: `${RELATED_APPS.front}${s.key.slice(1)}`,
                'data-t': s.labelId,
                'data-section': s.key,
              }),
            ),
          ),
          PLATFORMS.map((p) =>
            h('li', { key: p.key }, h('a', { className: c('navLink'), href: p.url, target: p.target, 'data-t': p.labelId })),
          ),
        ),
      ),
    ),
    h('main', { className: c('main') }, home ? Hero() : PageTop()),
  );
}

/**
 * The Suzhou ProLayout frame (mix layout: a header with the logo, a side menu on wide screens), the
 * site title and the header's buttons left out as above.
 */
export function SuzhouShell({ menu }: { menu: { path: string; labelId: string }[] }) {
  return h(
    'div',
    { className: `${c('frame')} ${c('suzhou')}` },
    h(
      'header',
      { className: c('szHeader') },
      h('span', { className: c('szMenuButton') }),
      h('a', { className: c('szBrand'), href: RELATED_APPS.front }, h('img', { src: LOGO, alt: '', width: 32, height: 32 })),
      h('span', { className: c('szActions') }, h('span', { className: c('szTools') }, ...SuzhouActions())),
    ),
    h(
      'div',
      { className: c('szBody') },
      h(
        'nav',
        { className: c('sider'), 'data-t-label': 'portal.nav.label' },
        h(
          'ul',
          null,
          menu.map((item) =>
            h(
              'li',
              { key: item.path },
              h('a', { href: `${RELATED_APPS.front}${item.path.slice(1)}`, 'data-t': item.labelId, 'data-section': item.path }),
            ),
          ),
        ),
      ),
      h('main', { className: c('szMain') }, PageTop()),
    ),
  );
}
