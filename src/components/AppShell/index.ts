import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SuzhouShell, TaizhouShell } from './markup';
import { SHELL_ROUTES, STARTUP_PREFETCH, type ShellRoute } from './routes';
import type { ShellData, ShellRouteData } from './types';
import { LOCALES } from '../LangSwitch/locales';
import { routeFacts, routePattern } from '../../../config/routeTable';

export { buildBootScript, buildShellCss } from './build';
export type { ShellData } from './types';
export { routePattern, SHELL_ROUTES, STARTUP_PREFETCH };

/** Locale → message id → text: the app's messages (zh-CN and en-US). */
export type ShellMessages = Record<'zh-CN' | 'en-US', Record<string, string>>;

/** What `shellMarkup` builds the shell from. */
export interface ShellBuild {
  messages: ShellMessages;
  /** The Suzhou side menu (config/routes.ts). */
  menu: { path: string; labelId: string }[];
  /** The boot script: ./boot.ts as ./build.ts compiles it. */
  script: string;
  /**
   * The build's files the boot script preloads with the app's scripts (config/bootPreloads.ts, from
   * the build's stats; none under `max dev`): each locale's message groups, each frame's lazy parts,
   * each route's (by route path) lazily loaded first content.
   */
  messageChunks?: ShellData['messageChunks'];
  frameChunks?: ShellData['frameChunks'];
  routeChunks?: Record<string, string[]>;
}

/** The message ids a route's shell shows. */
function idsOf(route: ShellRoute): string[] {
  const crumbs = route.crumbs ? [...route.crumbs.parents.map((p) => p.id), route.crumbs.current, 'menu.taizhou.home'] : [];
  return [route.heading, route.lead, ...crumbs].filter((id): id is string => !!id && id !== ':param');
}

/**
 * Issue 13: the static app shell of the built HTML, as markup for `#root`'s end — the frames as
 * `<template>`s, the routes, their words and the requests to prefetch (issue 30 item 5) as a JSON
 * data block (not run), and the boot script that sends those requests, preloads the route's files
 * and draws the current route's shell before any other script has run. Spec §4's placeholder stays
 * in `#root` for a route without a shell and for a browser that blocks the script. Throws when a
 * route names a message that is missing in either locale, so a renamed message fails the build
 * instead of showing an empty line.
 */
export function shellMarkup({ messages, menu, script, messageChunks = {}, frameChunks = {}, routeChunks = {} }: ShellBuild): string {
  const templates = {
    taizhou: createElement(TaizhouShell, { home: false }),
    home: createElement(TaizhouShell, { home: true }),
    suzhou: createElement(SuzhouShell, { menu }),
  };
  const frameIds = new Set<string>();
  const html = Object.entries(templates).map(([frame, element]) => {
    const markup = renderToStaticMarkup(element);
    for (const [, id] of markup.matchAll(/data-t(?:-label)?="([^"]+)"/g)) frameIds.add(id);
    return `<template id="ipr-shell-${frame}">${markup}</template>`;
  });
  const routes = SHELL_ROUTES.map(
    (route): ShellRouteData => ({
      re: routePattern(route.path),
      frame: route.frame,
      query: route.query,
      heading: route.heading,
      lead: route.lead,
      section: route.section,
      crumbs: route.crumbs && { ...route.crumbs, home: route.crumbs.home !== false && route.frame !== 'suzhou' },
      prefetch: route.prefetch,
      chunks: routeChunks[route.path],
    }),
  );
  const ids = new Set([...frameIds, ...SHELL_ROUTES.flatMap(idsOf)]);
  // The language button names the current language in that language (LangSwitch); the unseen title
  // is the default site name as the Taizhou header shows it, city included (泰州市…, Taizhou …): on a
  // phone it wraps (issue 46 item 5), and the shell's header must take as many lines.
  const siteTitle = (locale: keyof ShellMessages) =>
    messages[locale]['portal.siteTitle.taizhou'].replace('{title}', messages[locale]['app.defaultTitle']);
  const language = Object.fromEntries(
    LOCALES.map((l) => [l.key, { 'shell.language': l.label, 'shell.siteTitle': siteTitle(l.key as keyof ShellMessages) }]),
  );
  ids.delete('shell.language');
  ids.delete('shell.siteTitle');
  const pick = (all: Record<string, string>, locale: string) =>
    Object.fromEntries(
      [...ids].map((id) => {
        if (typeof all[id] !== 'string') throw new Error(`App shell: message ${id} is missing in ${locale}`);
        return [id, all[id]];
      }),
    );
  const data: ShellData = {
    base: '/ipr-front',
    routes,
    messages: {
      'zh-CN': { ...pick(messages['zh-CN'], 'zh-CN'), ...language['zh-CN'] },
      'en-US': { ...pick(messages['en-US'], 'en-US'), ...language['en-US'] },
    },
    startup: STARTUP_PREFETCH,
    messageChunks,
    messageGroups: routeFacts().messageGroups.map(({ re, groups }) => ({ re, groups })),
    frameChunks,
  };
  // `<` escaped: no text of the data can close the element or open a comment.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `${html.join('')}<script type="application/json" id="ipr-shell-data">${json}</script><script>${script}</script>`;
}
