import type { Request } from 'express';
import { REQUEST_DEFAULTS } from '../../src/constants';

/**
 * The data service's response conventions (spec §3, §8): the `{code, msg, data}` envelope, the
 * paging shape and how paging and filter parameters are read.
 */

export const CODE = {
  ok: 0,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  /** Spec §8: not logged in; the front end resolves it to `false` without a message. */
  notLoggedIn: 99998,
} as const;

export const ok = <T>(data: T): API.Envelope<T> => ({ code: CODE.ok, msg: 'success', data });

export const fail = (code: number, msg: string): API.Envelope<null> => ({ code, msg, data: null });

export const notLoggedIn = () => fail(CODE.notLoggedIn, '未登录');

/** One failed rule of a request body: the body path it concerns (`patentNo`, `requester.creditCode`) when there is one. */
export type FieldError = { field?: string; message: string };

/**
 * Validation failure: `msg` is a JSON list of messages as a string, the first shown (spec §8).
 * When some messages concern a body field, `data.errors` lists every message with its field
 * (docs/api.md "Validation messages"), so a form can mark the field; otherwise `data` is null.
 */
export function invalid(errors: ReadonlyArray<string | FieldError>): API.Envelope<{ errors: FieldError[] } | null> {
  const list = errors.map((entry) => (typeof entry === 'string' ? { message: entry } : entry));
  const msg = JSON.stringify(list.map((entry) => entry.message));
  return { code: CODE.badRequest, msg, data: list.some((entry) => entry.field) ? { errors: list } : null };
}

/** Largest page a list endpoint serves. */
export const MAX_PAGE_SIZE = 100;

/**
 * A query parameter by its flat name. `queryData.code` arrives as that literal key, or nested as
 * `queryData: {code}` when the server's query parser expands dots, so both are read.
 */
export function queryString(req: Request, name: string): string | undefined {
  const query = req.query as Record<string, unknown>;
  let value: unknown = query[name];
  if (value === undefined && name.includes('.')) {
    value = name
      .split('.')
      .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), query);
  }
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A positive integer parameter; missing or malformed values fall back, large ones are capped. */
export function queryInt(req: Request, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const parsed = Number(queryString(req, name));
  if (!Number.isInteger(parsed) || parsed < 1) return fallback;
  return Math.min(parsed, max);
}

/** One page of `items` by `current` (1-based) and `pageSize` (default 10, at most 100). */
export function pageOf<T>(req: Request, items: readonly T[]): API.Page<T> {
  const current = queryInt(req, 'current', 1);
  const pageSize = queryInt(req, 'pageSize', REQUEST_DEFAULTS.pageSize, MAX_PAGE_SIZE);
  const start = (current - 1) * pageSize;
  return { current, pageSize, total: items.length, list: items.slice(start, start + pageSize) };
}

/** Case-insensitive match of a keyword against some fields; spaces are ignored (`A61K31` finds `A61K 31/00`). */
export function matchesKeyword(keyword: string | undefined, fields: ReadonlyArray<string | undefined>): boolean {
  if (!keyword) return true;
  const needle = keyword.replace(/\s+/g, '').toLowerCase();
  return fields.some((field) => field?.replace(/\s+/g, '').toLowerCase().includes(needle));
}

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
