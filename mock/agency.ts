import type { Request, Response } from 'express';
import { matchesKeyword, ok, pageOf, queryString } from './_data/http';
import { AGENCY_DIRECTORY, agencyStatistics } from './_data/agencies';

/** Mock of the agency service (docs/api.md §11): the patent agency directory and its statistics. */

const regionOf = (req: Request) => (queryString(req, 'region') === 'taizhou' ? 'taizhou' : 'suzhou');

export default {
  /**
   * Query: keyword (name, credit code or licence number), region, district, serviceType (exact),
   * hasPenalty (`true`), current, pageSize. Most patent attorneys first, then by name.
   */
  'GET /ipr-agency-service/api/front/agency/findPage': (req: Request, res: Response) => {
    const keyword = queryString(req, 'keyword');
    const region = queryString(req, 'region');
    const district = queryString(req, 'district');
    const serviceType = queryString(req, 'serviceType');
    const penalised = queryString(req, 'hasPenalty') === 'true';
    const matches = AGENCY_DIRECTORY.filter(
      (a) =>
        matchesKeyword(keyword, [a.name, a.creditCode, a.licenceNo]) &&
        (!region || a.region === region) &&
        (!district || a.district === district) &&
        (!serviceType || a.serviceTypes.includes(serviceType as API.AgencyServiceType)) &&
        (!penalised || a.penalties.length > 0),
    ).sort((a, b) => b.attorneyCount - a.attorneyCount || a.name.localeCompare(b.name, 'zh-CN'));
    res.json(ok(pageOf(req, matches)));
  },

  /** Query: region (`suzhou` default, or `taizhou`). */
  'GET /ipr-agency-service/api/front/agency/statistics': (req: Request, res: Response) => {
    res.json(ok(agencyStatistics(regionOf(req))));
  },
};
