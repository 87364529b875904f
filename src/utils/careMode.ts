import { CARE_MODE } from '../constants';

/**
 * Care mode (关怀模式, issue 14 item 2): large text, AAA contrast, big targets. The choice lives in
 * localStorage; `<html data-care-mode>` switches the CSS variables before the first paint (the
 * built HTML runs CARE_MODE_BOOT_SCRIPT in its head) and the antd theme follows at start-up
 * (src/app.tsx `antd`) and on every switch (src/components/CareModeSwitch).
 */

/** Whether the visitor chose care mode; false where storage is unavailable (private mode, blocked). */
export function readCareMode(): boolean {
  try {
    return window.localStorage.getItem(CARE_MODE.storageKey) === 'on';
  } catch {
    return false;
  }
}

/** Marks `<html>` and keeps the choice; a storage failure keeps the mode for this page only. */
export function writeCareMode(on: boolean): void {
  document.documentElement.toggleAttribute(CARE_MODE.attribute, on);
  try {
    if (on) window.localStorage.setItem(CARE_MODE.storageKey, 'on');
    else window.localStorage.removeItem(CARE_MODE.storageKey);
  } catch {
    // Nothing to keep it in: the switch still works until the next visit.
  }
}

/**
 * The head script of the built HTML (plugin.ts): sets the attribute before the body is parsed, so a
 * reload in care mode never paints the standard look first. It is inline, allowed by its hash in
 * the deploy recipe's Content-Security-Policy (deploy/nginx.conf.template; tests/careMode.test.ts
 * keeps the two in step).
 */
export const CARE_MODE_BOOT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(CARE_MODE.storageKey)})==="on")document.documentElement.setAttribute(${JSON.stringify(CARE_MODE.attribute)},"")}catch(e){}`;
