/**
 * Stands in for Umi's generated `SelectLang` (`config/moduleSwaps.ts`): the app never renders
 * it — both portal headers use LangSwitch — but Umi bundles it, with antd's Menu and Dropdown, into
 * the main chunk that every page loads first.
 */
export const SelectLang = () => null;
