import type { Request, Response } from 'express';
import { currentMockUser } from './account';

/**
 * Stand-ins for the sibling applications the portal links to (spec §2), so those links answer in
 * development and preview instead of 404. Each page names the application it replaces, shows the
 * mock user and offers the user switch (docs/api.md "Mock user").
 */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function standIn(title: string, englishTitle: string, detail?: (req: Request) => string) {
  return (req: Request, res: Response) => {
    const user = currentMockUser(req);
    const here = encodeURIComponent(req.originalUrl);
    const who = user ? `${escapeHtml(user.name)}（${escapeHtml(user.account)}，${user.access}）` : '匿名访客 (anonymous)';
    const switchLink = (as: string) => `<a href="/api/mock/user?as=${as}&amp;redirectUrl=${here}">${as}</a>`;
    res.type('html').send(`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}（模拟） - Mock</title>
<style>
  body { font-family: system-ui, 'PingFang SC', 'Microsoft YaHei', sans-serif; margin: 0; color: #1f1f1f; background: #f5f7fa; }
  main { max-width: 720px; margin: 48px auto; padding: 32px; background: #fff; border-radius: 8px; }
  h1 { font-size: 24px; margin: 0 0 4px; }
  p { line-height: 1.7; }
  a { color: #0958d9; }
  .en { color: #595959; margin-top: 0; }
</style>
</head>
<body>
<main>
  <h1>${title}（模拟）</h1>
  <p class="en">${englishTitle} — development stand-in served by mock/apps.ts</p>
  ${detail ? `<p>${detail(req)}</p>` : ''}
  <p>当前模拟用户 / Mock user: ${who}</p>
  <p>切换模拟用户 / Switch mock user: ${['anonymous', 'user', 'admin'].map(switchLink).join(' · ')}</p>
  <p><a href="/ipr-front/">返回知识产权一站式公共服务平台 / Back to the portal</a></p>
</main>
</body>
</html>`);
  };
}

export default {
  'GET /ipr-admin/welcome': standIn('管理中心', 'Admin centre'),
  'GET /ipr-admin/zscq/workbench': standIn(
    '工作台',
    'Agency and enterprise workbench',
    (req) => `应用编码 / appCode: ${escapeHtml(String(req.query.appCode ?? ''))}`,
  ),
  'GET /ipr-admin/zscq/perEnterpriseRegister': standIn('个人及企业用户注册', 'Personal and enterprise registration'),
  'GET /ipr-searching/': standIn('知识产权大数据检索分析平台', 'Big-data search and analysis platform'),
  'GET /ipr-nav/': standIn('产业专利导航平台', 'Industry patent navigation platform'),
};
