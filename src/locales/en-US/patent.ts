/** Patent terms the enterprise, operations and dispute pages share (legal status reasons, src/domain/patent.ts). */
export default {
  'enterprise.legalStatusReason.preliminaryExamination': 'preliminary examination',
  'enterprise.legalStatusReason.substantiveExamination': 'substantive examination',
  'enterprise.legalStatusReason.unpaidAnnuity': 'annual fee unpaid',
  'enterprise.legalStatusReason.expired': 'term expired',
  'enterprise.legalStatusReason.rejected': 'rejected',
  'enterprise.legalStatusReason.withdrawn': 'withdrawn',
  'enterprise.legalStatusReason.deemedWithdrawn': 'deemed withdrawn',
  'enterprise.legalStatusReason.abandoned': 'abandoned',
};
