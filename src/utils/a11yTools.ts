import { A11Y_TOOLS, CARE_MODE } from '../constants';

/**
 * The accessibility tools' state (无障碍工具, issue 48; MIIT 《互联网网站适老化通用设计规范》): one plain
 * object, kept in localStorage, shown on `<html>` as data attributes that the head's CSS
 * (config/themeCss.ts `toolsCssRule`) turns into the theme's variables before the first paint, for
 * the static shell and the app alike. Care mode (关怀模式) is its 适老模式 preset (`care`), kept under
 * its own key as before so a choice made before the tools existed still holds.
 * This module is in every first load: the toolbar itself (src/components/AccessibilityTools) is not.
 */

/** Colour schemes: the portal's own, high contrast dark on light, high contrast light on dark. */
export const SCHEMES = ['default', 'contrast-light', 'contrast-dark'] as const;
export type Scheme = (typeof SCHEMES)[number];
/** Read-aloud: off, 指读 (what the pointer or focus reaches), 连读 (the main content in order). */
export const READ_MODES = ['off', 'point', 'continuous'] as const;
export type ReadMode = (typeof READ_MODES)[number];
/** Text size and page zoom steps, in per cent. */
export const TEXT_STEPS = [100, 125, 150, 175, 200] as const;
export const ZOOM_STEPS = [100, 125, 150, 175, 200] as const;
/** Speech rates (`SpeechSynthesisUtterance.rate`, 1 is the voice's normal speed). */
export const RATE_STEPS = [0.75, 1, 1.25, 1.5] as const;

export interface ToolsState {
  /** Text size, % of the look's own (one of TEXT_STEPS). */
  text: number;
  /** Page zoom, % (one of ZOOM_STEPS). */
  zoom: number;
  scheme: Scheme;
  /** Extra-large cursor (大鼠标). */
  cursor: boolean;
  /** Crosshair guide lines following the pointer (十字线). */
  guides: boolean;
  /** Caption bar (大字幕): the text under the pointer or focus, enlarged at the window's bottom. */
  caption: boolean;
  read: ReadMode;
  /** Speech rate (one of RATE_STEPS). */
  rate: number;
  /** Care mode (关怀模式), the 适老模式 preset: `<html data-care-mode>`. */
  care: boolean;
}

export const DEFAULT_TOOLS: Readonly<ToolsState> = Object.freeze({
  text: 100,
  zoom: 100,
  scheme: 'default',
  cursor: false,
  guides: false,
  caption: false,
  read: 'off',
  rate: 1,
  care: false,
});

const oneOf = <T>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/**
 * The state from what storage holds: `stored`, the tools' JSON (only values that differ from the
 * defaults), and `care`, care mode's own key ('on'). Anything unknown or malformed is the default.
 */
export function parseTools(stored: string | null, care: string | null): ToolsState {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry is the default state.
  }
  return {
    text: oneOf(TEXT_STEPS, raw.text, 100),
    zoom: oneOf(ZOOM_STEPS, raw.zoom, 100),
    scheme: oneOf(SCHEMES, raw.scheme, 'default'),
    cursor: raw.cursor === true,
    guides: raw.guides === true,
    caption: raw.caption === true,
    read: oneOf(READ_MODES, raw.read, 'off'),
    rate: oneOf(RATE_STEPS, raw.rate, 1),
    care: care === 'on',
  };
}

/** What the tools' key keeps: the values that differ from the defaults, care mode aside; null when none do. */
export function storedTools(state: ToolsState): string | null {
  const differing = Object.fromEntries(
    Object.entries(state).filter(([key, value]) => key !== 'care' && value !== DEFAULT_TOOLS[key as keyof ToolsState]),
  );
  return Object.keys(differing).length ? JSON.stringify(differing) : null;
}

/** Moves one step along `steps` from `value` (-1 smaller, +1 larger), staying within them. */
export function step(steps: readonly number[], value: number, by: -1 | 1): number {
  const index = Math.max(0, steps.indexOf(value));
  return steps[Math.min(steps.length - 1, Math.max(0, index + by))];
}

/** The 适老模式 preset (care mode) on or off, the rest of the state as it was. */
export const withCare = (state: ToolsState, care: boolean): ToolsState => ({ ...state, care });

/**
 * Whether the state needs the toolbar's code at start-up: a tool that runs script, or the large
 * cursor, whose CSS comes with it (the rest is the head's CSS).
 */
export const needsToolsCode = (state: ToolsState) => state.cursor || state.guides || state.caption || state.read !== 'off';

/**
 * `<html>`'s attributes for a state, as the head script sets them: `data-ipr-<key>` for each value
 * that differs from the default, `data-care-mode` for care mode.
 */
export function toolsAttributes(state: ToolsState): Record<string, string> {
  const attributes: Record<string, string> = Object.fromEntries(
    Object.entries(JSON.parse(storedTools(state) ?? '{}') as Record<string, unknown>).map(([key, value]) => [
      `data-ipr-${key}`,
      String(value),
    ]),
  );
  if (state.care) attributes[CARE_MODE.attribute] = '';
  return attributes;
}

const listeners = new Set<() => void>();
/** The last state read or written, with the storage text it came from. */
let current: { key: string; state: ToolsState } | undefined;

/**
 * The visitor's state, from storage (the defaults where storage is unavailable). The same object
 * while storage holds the same text, as React's useSyncExternalStore needs; another tab's change is
 * seen on the next read.
 */
export function readTools(): ToolsState {
  let stored: string | null = null;
  let care: string | null = null;
  try {
    stored = window.localStorage.getItem(A11Y_TOOLS.storageKey);
    care = window.localStorage.getItem(CARE_MODE.storageKey);
  } catch {
    // Unavailable storage: the last state written on this page, else the defaults.
    return current?.state ?? DEFAULT_TOOLS;
  }
  const key = `${stored}\n${care}`;
  if (current?.key !== key) current = { key, state: parseTools(stored, care) };
  return current.state;
}

/**
 * Makes `state` the visitor's: `<html>`'s attributes, storage (a failure keeps it for this page only)
 * and every subscriber (the header switch, the toolbar, the antd theme).
 */
export function writeTools(state: ToolsState): void {
  const root = document.documentElement;
  const next = toolsAttributes(state);
  for (const name of root.getAttributeNames())
    if ((name.startsWith('data-ipr-') || name === CARE_MODE.attribute) && !(name in next)) root.removeAttribute(name);
  for (const [name, value] of Object.entries(next)) root.setAttribute(name, value);
  const stored = storedTools(state);
  current = { key: `${stored}\n${state.care ? 'on' : null}`, state };
  try {
    if (stored) window.localStorage.setItem(A11Y_TOOLS.storageKey, stored);
    else window.localStorage.removeItem(A11Y_TOOLS.storageKey);
    if (state.care) window.localStorage.setItem(CARE_MODE.storageKey, 'on');
    else window.localStorage.removeItem(CARE_MODE.storageKey);
  } catch {
    // Nothing to keep it in: the tools still work until the next visit.
  }
  for (const listener of listeners) listener();
}

/** 重置: every tool off, care mode included. */
export const resetTools = () => writeTools({ ...DEFAULT_TOOLS });

/** For React's useSyncExternalStore: called on every change of the state. */
export function subscribeTools(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the last state read or written (tests: with storage blocked, readTools falls back to it). */
export function forgetTools(): void {
  current = undefined;
}

/**
 * The antd theme of a state: care mode's look or the standard one, its body size scaled by the text
 * size (controls grow with it, so the larger text fits), in a high-contrast scheme's colours (antd
 * derives its components' colours from them; before the first paint themeCss.ts's CSS sets the same).
 */
export function toolsTheme(state: ToolsState) {
  const base = IPR_THEME.antd[state.care ? 'care' : 'standard'];
  const scale = state.text / 100;
  const { fontSize, controlHeight, controlHeightSM } = base.token;
  return {
    ...base,
    token: {
      ...base.token,
      ...(state.scheme === 'default' ? {} : IPR_THEME.schemes[state.scheme]),
      fontSize: Math.round(fontSize * scale),
      controlHeight: Math.round(controlHeight * scale),
      controlHeightSM: Math.round(controlHeightSM * scale),
    },
  };
}

/**
 * The head script of the built HTML (plugin.ts): sets `<html>`'s attributes before the body is
 * parsed, so a reload with the tools on never paints without them. It trusts the stored keys only
 * as far as naming `data-ipr-*` attributes. Inline, allowed by its hash in the deploy recipe's
 * Content-Security-Policy (deploy/nginx.conf.template; tests/a11yTools.test.ts keeps the two in step).
 */
export const TOOLS_BOOT_SCRIPT = `try{var d=document.documentElement,s=JSON.parse(localStorage.getItem(${JSON.stringify(A11Y_TOOLS.storageKey)})||"{}"),k;for(k in s)d.setAttribute("data-ipr-"+k,s[k]);if(localStorage.getItem(${JSON.stringify(CARE_MODE.storageKey)})==="on")d.setAttribute(${JSON.stringify(CARE_MODE.attribute)},"")}catch(e){}`;
