/**
 * Terms the content services send in their own Chinese words (docs/api.md §6), mapped to the
 * message ids that name them in each locale (src/locales/<lang>/terms.ts, content.ts). A value not
 * listed here is shown as sent. Shared by the pages and mock/; no React, no Umi.
 */

/** Announcement categories. */
export const ANNOUNCEMENT_CATEGORIES: Readonly<Record<string, string>> = {
  政策文件: 'content.category.policy',
  通知公告: 'content.category.notice',
  项目申报: 'content.category.project',
  政策解读: 'content.category.interpretation',
};

/** Categories of IP finance and service products. */
export const PRODUCT_CATEGORIES: Readonly<Record<string, string>> = {
  专利质押贷款: 'content.product.category.pledgeLoan',
  知识产权保险: 'content.product.category.insurance',
  知识产权评估: 'content.product.category.valuation',
  专利托管: 'content.product.category.custody',
  知识产权证券化: 'content.product.category.securitisation',
  知识产权运营: 'content.product.category.operation',
};

/** Sources of the news the data service publishes. */
export const NEWS_SOURCES: Readonly<Record<string, string>> = {
  泰州日报: 'content.newsSource.taizhouDaily',
  中国知识产权报: 'content.newsSource.cipnews',
  泰州市知识产权保护中心: 'content.newsSource.protectionCentre',
  新华日报: 'content.newsSource.xinhuaDaily',
  苏州日报: 'content.newsSource.suzhouDaily',
};

/** Violation types of agency penalty notices. */
export const VIOLATION_TYPES: Readonly<Record<string, string>> = {
  擅自开展专利代理业务: 'content.violation.unlicensed',
  代理非正常专利申请: 'content.violation.abnormal',
  以不正当手段招揽业务: 'content.violation.soliciting',
  虚假宣传: 'content.violation.falsePublicity',
};

/** Penalty types of agency penalty notices. */
export const PENALTY_TYPES: Readonly<Record<string, string>> = {
  警告: 'content.penalty.warning',
  罚款: 'content.penalty.fine',
  没收违法所得: 'content.penalty.confiscation',
  停止承接新的专利代理业务: 'content.penalty.suspension',
};

/** Party types of a penalty notice (行政相对人类别, as the double-publicity catalogue names them). */
export const PARTY_TYPES: Readonly<Record<string, string>> = {
  法人及非法人组织: 'content.partyType.organisation',
  自然人: 'content.partyType.naturalPerson',
  个体工商户: 'content.partyType.individualBusiness',
};
