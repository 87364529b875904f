export default {
  'request.error': 'Request error, please retry.',
  'request.malformed': 'The server sent a response that could not be read. Please try again later.',
  'request.notificationTitle': 'Operation failed',
  'request.timeout': 'The server did not answer in time. Please retry.',
  'request.unavailable': 'The service is temporarily unavailable. Please try again later.',
  'request.network': 'The server could not be reached. Check your network connection and try again.',
  'request.offline': 'You are offline. Check your network connection; what you entered is kept.',
  'request.slow': 'Still loading, please wait…',
  'network.offline': 'You are offline. The page stays as it is; what could not load will be loaded again once you are back online.',
  'network.newVersion': 'A new version of this site is available. Refresh when you are ready; finish what you are typing first.',
  'network.refresh': 'Refresh',
};
