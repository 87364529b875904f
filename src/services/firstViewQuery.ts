import { firstViewParams, type PrefetchRequest, type ViewAddress } from './firstView';

/**
 * A first view's parameters ({@link firstViewParams}) as the page hands them to the service
 * function (`findIndex`, `findDisputeCases`), typed `T`: a filter of the query object
 * (`queryData.keyword`, docs/api.md) by its own name (`keyword`), which the service function
 * sends with the prefix again. Apart from ./firstView.ts, whose every line is part of the boot script.
 */
export function firstViewQuery<T>(view: PrefetchRequest, address: ViewAddress = {}): T {
  const params = firstViewParams(view, address);
  const query: Record<string, string | number> = {};
  for (const key of Object.keys(params)) query[key.replace(/^queryData\./, '')] = params[key];
  return query as T;
}
