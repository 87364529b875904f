/** Shared by the forms that post (src/components/FormRejection). */
export default {
  'form.rejection.fieldMark': '未通过，原因见表单顶部的提示',
  'form.rejection.toField': '前往该项修改',
};
