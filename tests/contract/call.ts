import type { Request, Response } from 'express';

/** Mock route handlers by `METHOD /path`, as a file under mock/ exports them. */
export type Handler = (req: Request, res: Response) => void;
export type RouteMap = Record<string, Handler>;

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  redirect?: string;
}

/** Runs one route of `routes` as express would, with the query as the parsed `req.query` and an optional mock user. */
export function callRoute(
  routes: RouteMap,
  route: string,
  {
    query = {},
    body,
    as,
    params = {},
  }: { query?: Record<string, string>; body?: unknown; as?: 'user' | 'admin'; params?: Record<string, string> } = {},
): Answer {
  const handler = routes[route];
  if (!handler) throw new Error(`no mock route ${route}`);
  // A route with `:name` segments is called at its pattern with `params` filled in, as Umi's mock middleware does.
  const path = route.split(' ')[1].replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);
  const answer: Answer = { status: 200, body: undefined, headers: {} };
  const req = {
    method: route.split(' ')[0],
    path,
    query,
    params,
    body,
    headers: as ? { cookie: `ipr_mock_user=${as}` } : {},
    originalUrl: `${path}?${new URLSearchParams(query).toString()}`,
  } as unknown as Request;
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    type(value: string) {
      answer.headers['content-type'] = value;
      return res;
    },
    json(value: unknown) {
      // A JSON round trip, as the browser gets it: undefined fields vanish, dates become strings.
      answer.body = JSON.parse(JSON.stringify(value));
      return res;
    },
    send(value: unknown) {
      answer.body = value;
      return res;
    },
    end() {
      return res;
    },
    redirect(status: number, location: string) {
      answer.status = status;
      answer.redirect = location;
      return res;
    },
  } as unknown as Response;
  handler(req, res);
  return answer;
}
