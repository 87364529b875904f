/** Shared by the forms that post (src/components/FormRejection) and every checked form (src/components/SubmitCheck). */
export default {
  'form.rejection.fieldMark': 'Not accepted: see the reason at the top of the form',
  'form.rejection.toField': 'Go to this field',
  'form.invalid.count': '{count, plural, one {# field needs} other {# fields need}} attention',
};
