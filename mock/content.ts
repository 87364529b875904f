import type { Request, Response } from 'express';
import { matchesKeyword, ok, pageOf, queryString } from './_data/http';
import { ANNOUNCEMENTS, NEWS_ITEMS, PRODUCTS_ITEMS, PUNISHMENTS } from './_data/content';

/**
 * Mock of the data service's portal content lists (docs/api.md "Portal content"). Query: current,
 * pageSize (≤ 100), keyword; every list is newest first.
 */
function listHandler<T>(items: readonly T[], searchable: (item: T) => ReadonlyArray<string | undefined>) {
  return (req: Request, res: Response) => {
    const keyword = queryString(req, 'keyword');
    res.json(ok(pageOf(req, items.filter((item) => matchesKeyword(keyword, searchable(item))))));
  };
}

export default {
  'GET /ipr-data-service/api/front/announcement/findPage': listHandler(ANNOUNCEMENTS, (a) => [
    a.title,
    a.category,
    a.department,
    a.docNo,
  ]),
  'GET /ipr-data-service/api/front/punishContent/findPage': listHandler(PUNISHMENTS, (p) => [
    p.decisionNo,
    p.partyName,
    p.violationType,
    p.penaltyType,
    p.authority,
  ]),
  'GET /ipr-data-service/api/front/news/findPage': listHandler(NEWS_ITEMS, (n) => [n.title, n.source, n.summary]),
  'GET /ipr-data-service/api/front/product/findPage': listHandler(PRODUCTS_ITEMS, (p) => [
    p.name,
    p.provider,
    p.category,
    p.summary,
  ]),
};
