/** Shared by the forms that post (src/components/FormRejection) and every checked form (src/components/SubmitCheck). */
export default {
  'form.rejection.fieldMark': '未通过，原因见表单顶部的提示',
  'form.rejection.toField': '前往该项修改',
  'form.invalid.count': '有 {count} 项需要填写或更正',
};
