export default {
  'request.error': '请求错误，请重试。',
  'request.malformed': '服务器返回的数据无法识别，请稍后重试。',
  'request.notificationTitle': '操作失败',
  'request.timeout': '服务器未能及时响应，请重试。',
  'request.unavailable': '服务暂时不可用，请稍后重试。',
  'request.network': '未能连接到服务器，请检查网络后重试。',
  'request.offline': '网络已断开，请检查网络连接；已填写的内容已保留。',
  'request.slow': '正在加载，请稍候…',
  'network.offline': '网络已断开。当前页面保持不变，未加载的内容将在恢复联网后重新加载。',
  'network.newVersion': '网站已发布新版本。请在完成当前填写后刷新页面。',
  'network.refresh': '刷新',
};
