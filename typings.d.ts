declare module '*.less' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module '*.css';
declare module '*.svg';
declare module '*.png';

/** The route table's facts for the browser (config/routeTable.ts `routeFacts`), put in by config/config.ts `define`. */
declare const IPR_ROUTE_FACTS: import('./config/routeTable').RouteFacts;

/** The route table's paths (config/routePaths.ts), each put in by config/config.ts `define`: read as `IPR_ROUTE_PATHS.<name>`. */
declare const IPR_ROUTE_PATHS: typeof import('./config/routePaths');

/** The theme's values for the browser (config/defaultSettings.ts `browserTheme`), put in by config/config.ts `define`: read as `IPR_THEME.<name>`. */
declare const IPR_THEME: ReturnType<typeof import('./config/defaultSettings').browserTheme>;
