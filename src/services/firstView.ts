/**
 * A page's first-view request, declared once beside its service (issue 47 item 1): the path the
 * service calls and how each parameter comes from the address. The page derives its request from
 * the declaration with {@link firstViewParams}; the static shell's boot script
 * (src/components/AppShell/boot.ts, which bundles this module) sends the same request before the app
 * runs, with the same function, and the request layer adopts the answer (src/utils/prefetched.ts).
 * So a page's first request cannot differ from what the boot script sent for its address.
 *
 * Plain code importing nothing: it is part of the inline boot script (keep it small) and plugin.ts
 * reads the declarations at build time.
 */

/**
 * Where a parameter comes from: the value the page derives from the address. A derived value that
 * is empty leaves the parameter out, as the request layer leaves out an `undefined` one.
 */
export type PrefetchParam =
  /** A fixed value. */
  | string
  | number
  /** This host (`location.host`). */
  | { from: 'host' }
  /** The path's parameter (`:enterpriseName`), decoded. */
  | { from: 'path' }
  /** `?page=`: a positive whole number (read with `Number`), else 1. */
  | { from: 'page' }
  /**
   * A text of the query: trimmed (unless `raw`), cut to `max` characters, kept when it is one of
   * `oneOf` and matches `pattern` (when given), else `fallback` (or left out).
   */
  | { from: 'query'; key: string; raw?: boolean; max?: number; oneOf?: readonly string[]; pattern?: string; fallback?: string }
  /** A comma-separated list of the query: the items of `oneOf` it names, in `oneOf`'s order, joined by commas. */
  | { from: 'list'; key: string; oneOf: readonly string[] }
  /**
   * One end of a whole-number range given by two query keys (low, high): each a whole number up to
   * `max`, else unset; put the right way round when both are set.
   */
  | { from: 'range'; keys: readonly [string, string]; end: 'low' | 'high'; max: number };

/** A first-view GET: what the page asks for when it opens at an address, and the boot script sends before the app runs. */
export interface PrefetchRequest {
  /** The path, as the service function calls it. */
  url: string;
  /** The parameters, in the order the service sends them (axios keeps that order on the wire). */
  params?: Record<string, PrefetchParam>;
  /**
   * Not prefetched when the query has one of these values: the page's request then depends on
   * something only the app knows (e.g. `?mine=1`, the visitor's own listings, needs the visitor's id).
   */
  unless?: Record<string, string>;
}

/** The address a first view is derived from. */
export interface ViewAddress {
  /** The query (`location.search`). */
  search?: URLSearchParams;
  /** The path's parameter, decoded (or, for a page, the value it stands for: the enterprise's name). */
  path?: string;
  /** `location.host`. */
  host?: string;
}

/** A whole number of the query up to `max`, else `undefined`. */
function countOf(query: URLSearchParams, key: string, max: number): number | undefined {
  const raw = query.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return value <= max ? value : undefined;
}

/** One parameter's value for the address; `''` leaves it out. */
function paramValue(source: PrefetchParam, query: URLSearchParams, address: ViewAddress): string | number {
  if (typeof source !== 'object') return source;
  switch (source.from) {
    case 'host':
      return address.host || '';
    case 'path':
      return address.path || '';
    case 'page': {
      const page = Number(query.get('page'));
      return Number.isInteger(page) && page > 0 ? page : 1;
    }
    case 'query': {
      let value = query.get(source.key) || '';
      if (!source.raw) value = value.trim();
      if (source.max !== undefined) value = value.slice(0, source.max);
      const known = (!source.oneOf || source.oneOf.indexOf(value) >= 0) && (!source.pattern || new RegExp(source.pattern).test(value));
      return known && value ? value : source.fallback || '';
    }
    case 'list': {
      const named = (query.get(source.key) || '').trim().split(',');
      return source.oneOf.filter((item) => named.indexOf(item) >= 0).join(',');
    }
    case 'range': {
      let low = countOf(query, source.keys[0], source.max);
      let high = countOf(query, source.keys[1], source.max);
      if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
      const value = source.end === 'low' ? low : high;
      return value === undefined ? '' : value;
    }
    default:
      return '';
  }
}

/**
 * The parameters of `view` for an address, in the declaration's order; an empty value is left out
 * (numbers stay numbers: `0` is kept). The page sends these; the boot script sends them as text.
 */
export function firstViewParams(view: PrefetchRequest, address: ViewAddress = {}): Record<string, string | number> {
  const query = address.search || new URLSearchParams();
  const params: Record<string, string | number> = {};
  const sources = view.params || {};
  Object.keys(sources).forEach((key) => {
    const value = paramValue(sources[key], query, address);
    if (value !== '') params[key] = value;
  });
  return params;
}
