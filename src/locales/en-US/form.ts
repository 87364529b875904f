/** Shared by the forms that post (src/components/FormRejection). */
export default {
  'form.rejection.fieldMark': 'Not accepted: see the reason at the top of the form',
  'form.rejection.toField': 'Go to this field',
};
