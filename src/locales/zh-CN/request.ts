export default {
  'request.error': '请求错误，请重试。',
  'request.malformed': '服务器返回的数据无法识别，请稍后重试。',
  'request.notificationTitle': '操作失败',
};
