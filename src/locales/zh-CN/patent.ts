/** Patent terms the enterprise, operations and dispute pages share (legal status reasons, src/domain/patent.ts). */
export default {
  'enterprise.legalStatusReason.preliminaryExamination': '初步审查中',
  'enterprise.legalStatusReason.substantiveExamination': '实质审查中',
  'enterprise.legalStatusReason.unpaidAnnuity': '未缴年费',
  'enterprise.legalStatusReason.expired': '期限届满',
  'enterprise.legalStatusReason.rejected': '驳回',
  'enterprise.legalStatusReason.withdrawn': '撤回',
  'enterprise.legalStatusReason.deemedWithdrawn': '视为撤回',
  'enterprise.legalStatusReason.abandoned': '放弃',
};
