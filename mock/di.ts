import type { Request, Response } from 'express';
import { CODE, fail, matchesKeyword, ok, pageOf, queryString } from './_data/http';
import { PORTFOLIOS, analysisOf } from './_data/portfolios';
import { DEFAULT_SORT, QUALIFICATIONS, SORT_FIELDS } from '../src/domain/enterprise';
import { LEGAL_STATUSES, PATENT_SORT_FIELDS, PATENT_TYPES } from '../src/domain/patent';

/**
 * Mock of the data-intelligence service (docs/api.md §9): enterprise (innovation subject) search,
 * profile, analysis aggregates and patents, all computed from the portfolios of
 * mock/_data/portfolios.ts. An unknown enterprise name answers code 404 with data null.
 */

const base = '/ipr-di-service/api/front/enterprise';
const NOT_FOUND = '未找到该创新主体，请核对名称';

/** A non-negative integer parameter, or undefined when absent or malformed. */
const count = (req: Request, name: string) => {
  const value = Number(queryString(req, name));
  return queryString(req, name) !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
};

const descending = (req: Request) => queryString(req, 'sortOrder') !== 'ascend';

const ITEMS: readonly API.EnterpriseItem[] = [...PORTFOLIOS.values()].map(({ detail }) => ({
  name: detail.name,
  creditCode: detail.creditCode,
  region: detail.region,
  district: detail.district,
  profession: detail.profession,
  qualifications: detail.qualifications,
  patentCount: detail.patentCount,
  inventionCount: detail.inventionCount,
  utilityCount: detail.utilityCount,
  designCount: detail.designCount,
  validInventionCount: detail.validInventionCount,
}));

/** The portfolio named by `?name=`, or a 404 answer sent. */
function portfolioOf(req: Request, res: Response) {
  const portfolio = PORTFOLIOS.get(queryString(req, 'name') ?? '');
  if (!portfolio) res.json(fail(CODE.notFound, NOT_FOUND));
  return portfolio;
}

export default {
  /**
   * Query: keyword (name or credit code), region, district, profession (exact), qualifications
   * (comma-separated, all must hold), minPatents/maxPatents (inclusive), sortField, sortOrder
   * (`descend` default), current, pageSize. Ties sort by name.
   */
  [`GET ${base}/findPage`]: (req: Request, res: Response) => {
    const keyword = queryString(req, 'keyword');
    const region = queryString(req, 'region');
    const district = queryString(req, 'district');
    const profession = queryString(req, 'profession');
    const wanted = (queryString(req, 'qualifications') ?? '').split(',').filter((q) => (QUALIFICATIONS as readonly string[]).includes(q));
    const min = count(req, 'minPatents');
    const max = count(req, 'maxPatents');
    const requested = queryString(req, 'sortField') as API.EnterpriseSortField | undefined;
    const sortField = requested && SORT_FIELDS.includes(requested) ? requested : DEFAULT_SORT.field;
    const sign = descending(req) ? -1 : 1;
    const matches = ITEMS.filter(
      (item) =>
        matchesKeyword(keyword, [item.name, item.creditCode]) &&
        (!region || item.region === region) &&
        (!district || item.district === district) &&
        (!profession || item.profession === profession) &&
        wanted.every((q) => item.qualifications.includes(q as API.EnterpriseQualification)) &&
        (min === undefined || item.patentCount >= min) &&
        (max === undefined || item.patentCount <= max),
    ).sort((a, b) => sign * (a[sortField] - b[sortField]) || a.name.localeCompare(b.name, 'zh-CN'));
    res.json(ok(pageOf(req, matches)));
  },

  /** Query: name (exact). Profile and headline figures. */
  [`GET ${base}/detail`]: (req: Request, res: Response) => {
    const portfolio = portfolioOf(req, res);
    if (portfolio) res.json(ok(portfolio.detail));
  },

  /** Query: name (exact). Chart aggregates. */
  [`GET ${base}/analysis`]: (req: Request, res: Response) => {
    const portfolio = portfolioOf(req, res);
    if (portfolio) res.json(ok(analysisOf(portfolio.patents)));
  },

  /**
   * Query: name (exact), patentType, legalStatus, sortField (`applicationDate` default or
   * `publicationNo`), sortOrder (`descend` default), current, pageSize.
   */
  [`GET ${base}/patents`]: (req: Request, res: Response) => {
    const portfolio = portfolioOf(req, res);
    if (!portfolio) return;
    const patentType = queryString(req, 'patentType');
    const legalStatus = queryString(req, 'legalStatus');
    const requested = queryString(req, 'sortField');
    const sortField = PATENT_SORT_FIELDS.find((field) => field === requested) ?? PATENT_SORT_FIELDS[0];
    const sign = descending(req) ? -1 : 1;
    const patents = portfolio.patents
      .filter(
        (p) =>
          (!patentType || !(PATENT_TYPES as readonly string[]).includes(patentType) || p.patentType === patentType) &&
          (!legalStatus || !(LEGAL_STATUSES as readonly string[]).includes(legalStatus) || p.legalStatus === legalStatus),
      )
      .sort((a, b) => sign * a[sortField].localeCompare(b[sortField]) || a.applicationNo.localeCompare(b.applicationNo));
    res.json(ok(pageOf(req, patents)));
  },
};
