import type { Request, Response } from 'express';
import { DICT_FETCH_SIZE } from '../src/constants';
import { ok, queryInt, queryString } from './_data/http';
import { TRANSACTION_TYPES } from './_data/listings';
import { PROFESSIONS } from './_data/parties';

/** Mock of the data service's dictionaries (spec §3, §7; docs/api.md "Dictionaries"). */

const DICTIONARIES: Record<string, readonly API.DictItem[]> = {
  [TRANSACTION_TYPES[0].code]: TRANSACTION_TYPES,
};

export default {
  /**
   * Query: queryData.code, sort (`sortNo,desc` default, or `sortNo,asc`), size (≤ 5000). An
   * unknown code answers an empty page, as the real service does.
   */
  'GET /ipr-data-service/api/front/dictItem/find': (req: Request, res: Response) => {
    const items = DICTIONARIES[queryString(req, 'queryData.code') ?? ''] ?? [];
    const ascending = queryString(req, 'sort')?.toLowerCase() === 'sortno,asc';
    const size = queryInt(req, 'size', DICT_FETCH_SIZE, DICT_FETCH_SIZE);
    const sorted = [...items].sort((a, b) => (ascending ? a.sortNo - b.sortNo : b.sortNo - a.sortNo));
    res.json(ok({ current: 1, pageSize: size, total: sorted.length, list: sorted.slice(0, size) }));
  },

  /** Spec §3: the profession dictionary, `{content: [{label, value}]}`. */
  'GET /ipr-data-service/api/front/dictItem/profession': (_req: Request, res: Response) => {
    res.json(ok({ content: PROFESSIONS }));
  },
};
