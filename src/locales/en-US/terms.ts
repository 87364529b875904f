/**
 * Terms the content services send as values in their own (Chinese) words, shown by the home page
 * and the content pages: announcement and product categories, violation types of penalty notices.
 * The values map to these ids in src/domain/content.ts.
 */
export default {
  'content.category.policy': 'Policy documents',
  'content.category.notice': 'Notices',
  'content.category.project': 'Project calls',
  'content.category.interpretation': 'Policy interpretations',
  'content.violation.unlicensed': 'Patent agency work without a licence',
  'content.violation.abnormal': 'Filing abnormal patent applications',
  'content.violation.soliciting': 'Soliciting clients by improper means',
  'content.violation.falsePublicity': 'False publicity',
  'content.product.category.pledgeLoan': 'Patent pledge loans',
  'content.product.category.insurance': 'IP insurance',
  'content.product.category.valuation': 'IP valuation',
  'content.product.category.custody': 'Patent custody',
  'content.product.category.securitisation': 'IP securitisation',
  'content.product.category.operation': 'IP operation services',
};
