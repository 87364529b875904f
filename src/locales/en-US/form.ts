/** Shared by the forms that post (src/components/FormRejection). */
export default {
  'form.rejection.toField': 'Go to this field',
};
