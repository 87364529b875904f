import { readTools, TOOLS_BOOT_SCRIPT, withCare, writeTools } from './a11yTools';

/**
 * Care mode (关怀模式, issue 14 item 2): large text, AAA contrast, big targets. Since issue 48 it is
 * the accessibility tools' 适老模式 preset (src/utils/a11yTools.ts): one state, one head script; its
 * header switch (src/components/CareModeSwitch) stays. `<html data-care-mode>` switches the CSS
 * variables before the first paint and the antd theme follows at start-up (src/app.tsx `antd`).
 */

/** Whether the visitor chose care mode; false where storage is unavailable (private mode, blocked). */
export const readCareMode = (): boolean => readTools().care;

/** Marks `<html>` and keeps the choice; a storage failure keeps the mode for this page only. */
export const writeCareMode = (on: boolean): void => writeTools(withCare(readTools(), on));

/** The head script that applies care mode and the other tools before the first paint (a11yTools.ts). */
export const CARE_MODE_BOOT_SCRIPT = TOOLS_BOOT_SCRIPT;
