/**
 * Locales the product ships (spec: zh-CN default, en-US), each labelled in its own language. Plain
 * data: the static app shell (src/components/AppShell) reads it at build time.
 */
export const LOCALES = [
  { key: 'zh-CN', label: '简体中文', lang: 'zh-CN' },
  { key: 'en-US', label: 'English', lang: 'en' },
];
