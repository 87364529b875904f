/**
 * Terms the content services send as values in their own (Chinese) words, shown by the home page
 * and the content pages: announcement and product categories, violation types of penalty notices.
 * The values map to these ids in src/domain/content.ts.
 */
export default {
  'content.category.policy': '政策文件',
  'content.category.notice': '通知公告',
  'content.category.project': '项目申报',
  'content.category.interpretation': '政策解读',
  'content.violation.unlicensed': '擅自开展专利代理业务',
  'content.violation.abnormal': '代理非正常专利申请',
  'content.violation.soliciting': '以不正当手段招揽业务',
  'content.violation.falsePublicity': '虚假宣传',
  'content.product.category.pledgeLoan': '专利质押贷款',
  'content.product.category.insurance': '知识产权保险',
  'content.product.category.valuation': '知识产权评估',
  'content.product.category.custody': '专利托管',
  'content.product.category.securitisation': '知识产权证券化',
  'content.product.category.operation': '知识产权运营',
};
