/**
 * The route table's paths for the app (config/routePaths.ts, from which config/routeTable.ts builds
 * its entries): a link or a check of the current address names its route from here, never by a
 * string of its own (tests/layers.test.ts).
 */
export * from '../../config/routePaths';
