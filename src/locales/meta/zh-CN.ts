/**
 * zh-CN words of each route's HTML head and its no-JavaScript text (issue 46 item 3), written at build
 * time by plugin.ts (config/pageHeads.ts): `meta.<route name>` is the page's description, the route
 * name as in its `menu.` title. Not a message group of the app: the browser never loads them.
 */
export default {
  'meta.taizhou.home':
    '泰州市知识产权一站式公共服务平台：政策公告、新闻动态、服务机构处罚公示、创新主体查询、知识产权运营交易、纠纷处理与金融服务。',
  'meta.taizhou.announceDetail': '泰州市知识产权政策公告：专利资助、奖励、项目申报与管理办法等通知公告，可按类别和关键词查询。',
  'meta.taizhou.punishContent': '泰州市知识产权服务机构行政处罚公示：决定书文号、当事人、违法类型、处罚内容与决定机关，可按条件查询。',
  'meta.taizhou.punishContentDetail': '知识产权服务机构行政处罚决定的公示详情：当事人信息、违法事实、处罚依据与处罚内容。',
  'meta.taizhou.productDetail': '知识产权金融服务产品详情：产品类型、额度、期限、利率与申请条件。',
  'meta.taizhou.news': '泰州市知识产权工作新闻动态：工作动态、媒体报道与活动信息。',
  'meta.taizhou.products': '知识产权金融服务：专利质押融资、知识产权保险等金融产品，可按类型查询。',
  'meta.taizhou.search': '在泰州市知识产权一站式公共服务平台内搜索政策公告、新闻、处罚公示、金融产品、创新主体和交易信息。',
  'meta.taizhou.enterpriseSearch': '按企业名称查询创新主体，查看其专利数量、类型与法律状态的统计分析。',
  'meta.taizhou.enterpriseResult': '创新主体的专利统计分析：专利类型、法律状态、申请趋势与专利清单。',
  'meta.taizhou.operationsList': '知识产权运营交易：专利转让、许可等挂牌信息，可按交易类型与关键词查询，登录后可发布挂牌。',
  'meta.taizhou.operationsSell': '专利交易挂牌详情：专利信息、交易方式、价格与联系方式。',
  'meta.taizhou.disputeList': '知识产权纠纷处理：在线提交纠纷调解请求，查询受理进度与处理结果。',
  'meta.taizhou.disputeSuccess': '知识产权纠纷调解请求已提交：受理编号与回执。',
  'meta.taizhou.newsDetail': '泰州市知识产权工作新闻详情。',
  'meta.taizhou.siteMap': '泰州市知识产权一站式公共服务平台的网站地图：各栏目页面一览。',
  'meta.taizhou.contact': '泰州市知识产权一站式公共服务平台的主办单位与联系方式。',
  'meta.taizhou.statement': '泰州市知识产权一站式公共服务平台的免责声明与隐私声明。',
  'meta.notFound': '您访问的页面不存在。',
  'meta.exception': '页面出错，操作未能完成。',
  'meta.suzhou.iprEnterprise': '苏州市创新主体查询：按企业名称查看专利数量、类型与法律状态的统计分析。',
  'meta.suzhou.iprNav': '苏州市产业专利导航：重点产业的专利分布与技术发展分析。',
  'meta.suzhou.iprAgency': '苏州市知识产权代理服务：代理机构及其代理专利的统计分析。',
  'meta.suzhou.iprTjfx': '苏州市创新统计分析：代理机构与创新主体的专利统计。',
  'meta.suzhou.iprEnterpriseResult': '苏州市创新主体的专利统计分析：专利类型、法律状态、申请趋势与专利清单。',
  'meta.suzhou.siteMap': '苏州市知识产权一站式公共服务平台的网站地图：各栏目页面一览。',
  'meta.suzhou.contact': '苏州市知识产权一站式公共服务平台的主办单位与联系方式。',
  'meta.suzhou.statement': '苏州市知识产权一站式公共服务平台的免责声明与隐私声明。',
  'meta.suzhou.notFound': '您访问的页面不存在。',
  'meta.noscript.text': '本页内容需要启用浏览器的 JavaScript 才能显示。',
  'meta.noscript.siteMap': '网站地图',
  'meta.noscript.siteMapLead': '各页面可从{siteMap}进入。',
};
