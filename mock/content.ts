import { Buffer } from 'node:buffer';
import type { Request, Response } from 'express';
import { CODE, fail, matchesKeyword, ok, pageOf, queryString } from './_data/http';
import { ANNOUNCEMENTS, NEWS_ITEMS, PRODUCTS_ITEMS, PUNISHMENT_REGIONS, PUNISHMENTS } from './_data/content';
import {
  ANNOUNCEMENT_DETAILS,
  ATTACHMENTS,
  CONTENT_IMAGES,
  NEWS_DETAILS,
  PRODUCT_DETAILS,
  PUNISHMENT_DETAILS,
} from './_data/contentDetail';

/**
 * Mock of the data service's portal content (docs/api.md "Portal content"): the four lists
 * (query: current, pageSize ≤ 100, keyword, plus the issue 3 filters; newest first), their detail
 * reads (unknown id → code 404, data null) and the file service the bodies link to.
 */
function listHandler<T>(
  items: readonly T[],
  searchable: (item: T) => ReadonlyArray<string | undefined>,
  filter: (item: T, req: Request) => boolean = () => true,
) {
  return (req: Request, res: Response) => {
    const keyword = queryString(req, 'keyword');
    res.json(
      ok(
        pageOf(
          req,
          items.filter((item) => filter(item, req) && matchesKeyword(keyword, searchable(item))),
        ),
      ),
    );
  };
}

/** An exact-match filter on one field; an absent parameter matches everything. */
const equals = (req: Request, name: string, value: string) => {
  const wanted = queryString(req, name);
  return !wanted || wanted === value;
};

/** `startDate` ≤ date ≤ `endDate` (`YYYY-MM-DD`, both inclusive, either may be absent). */
const withinDates = (req: Request, date: string) => {
  const start = queryString(req, 'startDate');
  const end = queryString(req, 'endDate');
  return (!start || date >= start) && (!end || date <= end);
};

const NOT_FOUND_MESSAGE = {
  announcement: '公告不存在或已撤回',
  punishment: '处罚公示信息不存在或已撤回',
  product: '产品不存在或已下架',
  news: '新闻不存在或已撤回',
} as const;

/** `?id=` read from a detail map; a missing or unknown id is a 404 envelope. */
function detailHandler<T>(details: ReadonlyMap<string, T>, notFound: string) {
  return (req: Request, res: Response) => {
    const detail = details.get(queryString(req, 'id') ?? '');
    res.json(detail ? ok(detail) : fail(CODE.notFound, notFound));
  };
}

export default {
  /** Filters: category (exact), keyword, startDate/endDate on publishDate. */
  'GET /ipr-data-service/api/front/announcement/findPage': listHandler(
    ANNOUNCEMENTS,
    (a) => [a.title, a.category, a.department, a.docNo],
    (a, req) => equals(req, 'category', a.category) && withinDates(req, a.publishDate),
  ),
  /** Filters: violationType, penaltyType (exact), keyword, startDate/endDate on decisionDate. */
  'GET /ipr-data-service/api/front/punishContent/findPage': listHandler(
    PUNISHMENTS,
    (p) => [p.decisionNo, p.partyName, p.violationType, p.penaltyType, p.authority],
    (p, req) =>
      equals(req, 'violationType', p.violationType) &&
      equals(req, 'penaltyType', p.penaltyType) &&
      // `region` (issue 16): the city of the party and its authority, so the Taizhou home shows Taizhou's.
      equals(req, 'region', PUNISHMENT_REGIONS.get(p.id) ?? '') &&
      withinDates(req, p.decisionDate),
  ),
  /** Filters: source (exact), keyword, startDate/endDate on publishDate. */
  'GET /ipr-data-service/api/front/news/findPage': listHandler(
    NEWS_ITEMS,
    (n) => [n.title, n.source, n.summary],
    (n, req) => equals(req, 'source', n.source) && withinDates(req, n.publishDate),
  ),
  /** Filters: category (exact), provider (part of the institution's name), keyword. */
  'GET /ipr-data-service/api/front/product/findPage': listHandler(
    PRODUCTS_ITEMS,
    (p) => [p.name, p.provider, p.category, p.summary],
    (p, req) => equals(req, 'category', p.category) && matchesKeyword(queryString(req, 'provider'), [p.provider]),
  ),

  'GET /ipr-data-service/api/front/announcement/detail': detailHandler(ANNOUNCEMENT_DETAILS, NOT_FOUND_MESSAGE.announcement),
  'GET /ipr-data-service/api/front/punishContent/detail': detailHandler(PUNISHMENT_DETAILS, NOT_FOUND_MESSAGE.punishment),
  'GET /ipr-data-service/api/front/product/detail': detailHandler(PRODUCT_DETAILS, NOT_FOUND_MESSAGE.product),
  'GET /ipr-data-service/api/front/news/detail': detailHandler(NEWS_DETAILS, NOT_FOUND_MESSAGE.news),

  /** An image of a body, as SVG; an unknown name is a plain 404 (it is an <img>, not an API call). */
  'GET /ipr-data-service/api/front/file/image': (req: Request, res: Response) => {
    const image = CONTENT_IMAGES[queryString(req, 'name') ?? ''];
    if (!image) {
      res.status(404).end();
      return;
    }
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(image.svg);
  },

  /**
   * An announcement attachment: a placeholder file of exactly the documented size, named for
   * download. An unknown id is a 404 envelope.
   */
  'GET /ipr-data-service/api/front/file/download': (req: Request, res: Response) => {
    const file = ATTACHMENTS.get(queryString(req, 'id') ?? '');
    if (!file) {
      res.json(fail(CODE.notFound, '附件不存在'));
      return;
    }
    const bytes = Buffer.alloc(file.size, 0x20);
    bytes.write(`ipr-front mock attachment: ${file.name}\n`, 'utf8');
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    res.send(bytes);
  },
};
