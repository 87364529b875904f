import type { Request, Response } from 'express';
import { ok, queryString } from './_data/http';
import { CHAINS_BY_REGION } from './_data/chains';

/** Mock of the navigation service (docs/api.md §10): a region's key industry chains. */
export default {
  /** Query: region (`suzhou` default, or `taizhou`). The six chains with their segments. */
  'GET /ipr-nav-service/api/front/industryChain/list': (req: Request, res: Response) => {
    res.json(ok(CHAINS_BY_REGION[queryString(req, 'region') === 'taizhou' ? 'taizhou' : 'suzhou']));
  },
};
