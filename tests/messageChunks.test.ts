import { messageChunkFiles } from '../config/messageChunks';

const chunk = (files: string[], ...requests: string[]) => ({ files, origins: requests.map((request) => ({ request })) });

test("each locale's message groups are named by the chunks their imports start", () => {
  const chunks = [
    chunk(['1560.aa.async.js'], '@/locales/frame/zh-CN'),
    chunk(['8142.bb.async.js', '8142.bb.chunk.css'], '@/locales/pages/zh-CN'),
    chunk(['5005.cc.async.js'], '@/locales/frame/en-US'),
    chunk(['5422.dd.async.js'], '@/locales/pages/en-US'),
    chunk(['77.ee.async.js'], '@/locales/pages/en-US'),
    chunk(['p__taizhou__Home__index.ff.async.js'], './taizhou/Home'),
  ];
  expect(messageChunkFiles(chunks)).toEqual({
    'zh-CN': { frame: ['/1560.aa.async.js'], pages: ['/8142.bb.async.js'] },
    'en-US': { frame: ['/5005.cc.async.js'], pages: ['/5422.dd.async.js', '/77.ee.async.js'] },
  });
});

test('a build whose message imports start no chunk fails, naming the group', () => {
  expect(() => messageChunkFiles([chunk(['1560.aa.async.js'], '@/locales/frame/zh-CN')])).toThrow('no chunk for the pages messages of zh-CN');
});
