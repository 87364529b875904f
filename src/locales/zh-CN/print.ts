/** Print-ready documents (issue 14 item 3): the Print button and the printed sheet's head and foot. */
export default {
  'print.button': '打印',
  'print.source': '来源',
  'print.publishDate': '发布日期',
  'print.submitTime': '提交时间',
  'print.address': '网址',
};
