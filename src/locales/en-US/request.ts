export default {
  'request.error': 'Request error, please retry.',
  'request.malformed': 'The server sent a response that could not be read. Please try again later.',
  'request.notificationTitle': 'Operation failed',
};
