import type { Request, Response } from 'express';
import { notLoggedIn } from './_data/http';
import { ENTERPRISES } from './_data/parties';

/**
 * Mock of the platform's account service (host root `/api/...`) and of the SSO pages the product
 * links to. The current user is chosen by the `ipr_mock_user` cookie: `anonymous` (default),
 * `user` or `admin`. `/ipr-admin/login?redirectUrl=...&as=admin` plays the SSO login: it sets
 * the cookie and sends the browser back; `/api/mock/user?as=...` switches it directly
 * (docs/api.md "Mock user").
 */
export const MOCK_USER_COOKIE = 'ipr_mock_user';

const USER_ENTERPRISE = '泰州海正新材料科技有限公司';

/** The enterprise account carries its enterprise's name and unified social credit code (docs/api.md getCurrent). */
export const MOCK_USERS: Record<string, API.CurrentUser & { name: string; access: string }> = {
  user: {
    id: 'u-1001',
    account: 'tz_enterprise01',
    name: USER_ENTERPRISE,
    access: 'user',
    enterpriseName: USER_ENTERPRISE,
    creditCode: ENTERPRISES.find((enterprise) => enterprise.name === USER_ENTERPRISE)?.creditCode,
  },
  admin: { id: 'u-0001', account: 'tz_admin', name: '系统管理员', access: 'admin' },
};

const ok = (data: unknown) => ({ code: 0, msg: 'success', data });

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The mock user of this request, or undefined when anonymous. */
export function currentMockUser(req: Request) {
  return MOCK_USERS[readCookie(req, MOCK_USER_COOKIE) ?? ''];
}

/** The mock user of an `authFront` route. */
export type MockUser = (typeof MOCK_USERS)[string];

/**
 * An `authFront` route (spec §6): an anonymous visitor gets the not-logged-in envelope (code
 * 99998), anyone else the answer of `handler`, which is given the mock user.
 */
export function authenticated(handler: (req: Request, res: Response, user: MockUser) => void) {
  return (req: Request, res: Response) => {
    const user = currentMockUser(req);
    if (!user) {
      res.json(notLoggedIn());
      return;
    }
    handler(req, res, user);
  };
}

/** Only same-host paths are followed after the mock login, as a real SSO would check. */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string') return '/ipr-front/';
  try {
    const url = new URL(target, 'http://mock.local');
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/ipr-front/';
  }
}

export default {
  'GET /api/getCurrent': (req: Request, res: Response) => {
    const user = currentMockUser(req);
    res.json(user ? ok(user) : { code: 99998, msg: '未登录', data: null });
  },
  'GET /api/logout': (_req: Request, res: Response) => {
    res.setHeader('Set-Cookie', `${MOCK_USER_COOKIE}=; Path=/; Max-Age=0`);
    res.json(ok(true));
  },
  'GET /api/perEnterprise/getEnterpriseProfileByHost': (req: Request, res: Response) => {
    res.json(
      ok({
        host: String(req.query.host ?? ''),
        ipr_title_prefix: '泰州市',
        ipr_front_title: '知识产权一站式公共服务平台',
        ipr_contact_phone: '0523-86839900',
      }),
    );
  },
  'GET /ipr-admin/login': (req: Request, res: Response) => {
    const as = req.query.as === 'admin' ? 'admin' : 'user';
    res.setHeader('Set-Cookie', `${MOCK_USER_COOKIE}=${as}; Path=/; SameSite=Lax`);
    res.redirect(302, safeRedirect(req.query.redirectUrl));
  },
  /**
   * Development only: switch the mock user without the login round trip.
   * `?as=anonymous|user|admin&redirectUrl=/ipr-front/taizhou`; anything else for `as` is a 400.
   */
  'GET /api/mock/user': (req: Request, res: Response) => {
    const as = req.query.as;
    if (as === 'anonymous') {
      res.setHeader('Set-Cookie', `${MOCK_USER_COOKIE}=; Path=/; Max-Age=0`);
    } else if (as === 'user' || as === 'admin') {
      res.setHeader('Set-Cookie', `${MOCK_USER_COOKIE}=${as}; Path=/; SameSite=Lax`);
    } else {
      res.status(400).json({ code: 400, msg: '["as 应为 anonymous、user 或 admin"]', data: null });
      return;
    }
    res.redirect(302, safeRedirect(req.query.redirectUrl));
  },
};
