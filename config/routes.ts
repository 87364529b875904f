import { ROUTE_TABLE, umiRoutes } from './routeTable';

/**
 * Umi's route config, spec §2: the route table of config/routeTable.ts with Umi's keys only. Paths are
 * exact; `name` keys are locale ids under `menu.`. Taizhou pages carry no layout chrome
 * (`layout: false`, `hideInMenu`). Umi writes every key of a route into the app's entry chunk, so the
 * table's other keys (the shell's words, sample addresses) stay out of it.
 */
export default umiRoutes(ROUTE_TABLE);
