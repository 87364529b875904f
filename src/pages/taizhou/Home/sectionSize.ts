/**
 * How many items each home section shows: the page's requests ask for these, and the static app
 * shell prefetches the same pages (src/components/AppShell/routes.ts). No imports, so plugin.ts can
 * read it at build time.
 */
export const HOME_SECTION_SIZE = { announcements: 6, punishments: 6, news: 6, transactions: 6, products: 4 } as const;
