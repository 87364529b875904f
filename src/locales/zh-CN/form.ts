/** Shared by the forms that post (src/components/FormRejection). */
export default {
  'form.rejection.toField': '前往该项修改',
};
