/** Print-ready documents (issue 14 item 3): the Print button and the printed sheet's head and foot. */
export default {
  'print.button': 'Print',
  'print.source': 'Source',
  'print.publishDate': 'Published',
  'print.submitTime': 'Submitted',
  'print.address': 'Address',
};
