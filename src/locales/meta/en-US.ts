/**
 * en-US words of each route's HTML head and its no-JavaScript text (issue 46 item 3); see ./zh-CN.ts.
 * The built HTML is in the default language (zh-CN); these keep the locale complete.
 */
export default {
  'meta.taizhou.home':
    "Taizhou's one-stop IP public service platform: policy announcements, news, agency penalty notices, innovation subject search, IP operations, dispute handling and financial services.",
  'meta.taizhou.announceDetail':
    'Taizhou IP policy announcements: patent funding, awards, project calls and regulations, searchable by category and keyword.',
  'meta.taizhou.punishContent':
    'Administrative penalties of IP service agencies in Taizhou: decision number, party, violation, penalty and authority, searchable.',
  'meta.taizhou.punishContentDetail':
    'An administrative penalty decision against an IP service agency: the party, the facts, the legal basis and the penalty.',
  'meta.taizhou.productDetail': 'An IP financial product: type, amount, term, rate and who may apply.',
  'meta.taizhou.news': 'News of IP work in Taizhou: activities, media reports and events.',
  'meta.taizhou.products': 'IP financial services: patent pledge loans, IP insurance and other products, by type.',
  'meta.taizhou.search':
    "Search the Taizhou platform's announcements, news, penalty notices, financial products, innovation subjects and listings.",
  'meta.taizhou.enterpriseSearch':
    "Find an innovation subject by company name and see the statistics of its patents' types and legal status.",
  'meta.taizhou.enterpriseResult': "An innovation subject's patent statistics: types, legal status, filing trend and patent list.",
  'meta.taizhou.operationsList':
    'IP operations: patent assignment and licence listings by transaction type and keyword; publish a listing after logging in.',
  'meta.taizhou.operationsSell': 'A patent listing: the patent, the transaction, the price and the contact.',
  'meta.taizhou.disputeList': 'IP dispute handling: request mediation online and follow its progress and outcome.',
  'meta.taizhou.disputeSuccess': 'Your IP dispute mediation request has been submitted: reference number and receipt.',
  'meta.taizhou.newsDetail': 'A news item on IP work in Taizhou.',
  'meta.taizhou.siteMap': "Site map of Taizhou's one-stop IP public service platform: every section's pages.",
  'meta.taizhou.contact': "Who runs Taizhou's one-stop IP public service platform and how to reach them.",
  'meta.taizhou.statement': "Disclaimer and privacy statement of Taizhou's one-stop IP public service platform.",
  'meta.notFound': 'The page you asked for does not exist.',
  'meta.exception': 'Something went wrong; what you were doing could not be completed.',
  'meta.suzhou.iprEnterprise': "Suzhou innovation subject search: the statistics of a company's patents by type and legal status.",
  'meta.suzhou.iprNav': 'Suzhou industry and patent navigation: patents and technology trends of the key industries.',
  'meta.suzhou.iprAgency': 'Suzhou IP agency services: the agencies and the statistics of the patents they filed.',
  'meta.suzhou.iprTjfx': 'Suzhou innovation statistics: patent statistics of agencies and innovation subjects.',
  'meta.suzhou.iprEnterpriseResult': "A Suzhou innovation subject's patent statistics: types, legal status, filing trend and patent list.",
  'meta.suzhou.siteMap': "Site map of Suzhou's one-stop IP public service platform: every section's pages.",
  'meta.suzhou.contact': "Who runs Suzhou's one-stop IP public service platform and how to reach them.",
  'meta.suzhou.statement': "Disclaimer and privacy statement of Suzhou's one-stop IP public service platform.",
  'meta.suzhou.notFound': 'The page you asked for does not exist.',
  'meta.noscript.text': "This page's content needs JavaScript, which is turned off in your browser.",
  'meta.noscript.siteMap': 'site map',
  'meta.noscript.siteMapLead': 'Every page can be reached from the {siteMap}.',
};
