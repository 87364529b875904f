import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frameChunkFiles, messageChunkFiles, SUZHOU_LAYOUT_IMPORTS } from '../config/bootPreloads';

const chunk = (files: string[], ...requests: string[]) => ({ files, origins: requests.map((request) => ({ request })) });

test("each locale's message groups are named by the chunks their imports start", () => {
  const chunks = [
    chunk(['1560.aa.async.js'], '@/locales/frame/zh-CN'),
    chunk(['8142.bb.async.js', '8142.bb.chunk.css'], '@/locales/pages/zh-CN'),
    chunk(['5005.cc.async.js'], '@/locales/frame/en-US'),
    chunk(['5422.dd.async.js'], '@/locales/pages/en-US'),
    chunk(['77.ee.async.js'], '@/locales/pages/en-US'),
    chunk(['p__taizhou__Home__index.ff.async.js'], './taizhou/Home'),
    ...['enterprise', 'operations', 'dispute'].flatMap((group, n) => [
      chunk([`${n}1.zh.async.js`], `@/locales/${group}/zh-CN`),
      chunk([`${n}2.en.async.js`], `@/locales/${group}/en-US`),
    ]),
  ];
  expect(messageChunkFiles(chunks)).toEqual({
    'zh-CN': {
      frame: ['/1560.aa.async.js'],
      pages: ['/8142.bb.async.js'],
      enterprise: ['/01.zh.async.js'],
      operations: ['/11.zh.async.js'],
      dispute: ['/21.zh.async.js'],
    },
    'en-US': {
      frame: ['/5005.cc.async.js'],
      pages: ['/5422.dd.async.js', '/77.ee.async.js'],
      enterprise: ['/02.en.async.js'],
      operations: ['/12.en.async.js'],
      dispute: ['/22.en.async.js'],
    },
  });
  // A build whose message imports start no chunk fails, naming the group.
  expect(() => messageChunkFiles(chunks.filter((c) => c.origins[0].request !== '@/locales/operations/en-US'))).toThrow(
    'no chunk for the operations messages of en-US',
  );
});

test('a build whose message imports start no chunk fails, naming the group', () => {
  expect(() => messageChunkFiles([chunk(['1560.aa.async.js'], '@/locales/frame/zh-CN')])).toThrow(
    'no chunk for the pages messages of zh-CN',
  );
});

test("the Suzhou layout's lazy parts are named by the chunks their imports start, stylesheets too", () => {
  const chunks = [
    chunk(['5759.aa.async.js', '5759.aa.chunk.css'], '@/components/UserMenu', '@/components/AppCenter'),
    chunk(['4424.bb.async.js'], '@/components/LangSwitch'),
    chunk(['9249.cc.async.js'], '@/components/CareModeSwitch', '@/components/AccessibilityTools'),
    chunk(['1641.dd.async.js', '1641.dd.chunk.css'], '@/components/SiteFooter'),
    chunk(['6.ee.async.js'], '@/components/StatusResult'),
    chunk(['4209.ff.async.js'], './EmptyRoute'),
  ];
  expect(frameChunkFiles(chunks).sort()).toEqual([
    '/1641.dd.async.js',
    '/1641.dd.chunk.css',
    '/4209.ff.async.js',
    '/4424.bb.async.js',
    '/5759.aa.async.js',
    '/5759.aa.chunk.css',
    '/9249.cc.async.js',
  ]);
  expect(() => frameChunkFiles(chunks.slice(1))).toThrow('no chunk for the lazy import of @/components/AppCenter');
});

test("the preloaded imports are the Suzhou layout's lazy header actions and footer in src/app.tsx, in one chunk", () => {
  const app = readFileSync(join(__dirname, '../src/app.tsx'), 'utf8');
  const actions = /const HEADER_ACTIONS = \{([^}]*)\}/.exec(app)?.[1] ?? '';
  const lazyImports = (text: string) =>
    [...text.matchAll(/lazy\(\(\) => import\((?:\/\* webpackChunkName: "([^"]+)" \*\/ )?'([^']+)'\)\)/g)].map(([, chunk, request]) => ({
      chunk,
      request,
    }));
  const imports = [...lazyImports(actions), ...lazyImports(/const SiteFooter = [^;]*;/.exec(app)?.[0] ?? '')];
  expect(imports.map(({ request }) => request).sort()).toEqual([...SUZHOU_LAYOUT_IMPORTS].sort());
  // One chunk name for all: as chunks of their own they were two files each, each a round trip.
  expect(new Set(imports.map(({ chunk }) => chunk))).toEqual(new Set(['suzhou-frame']));
});

test('a chunk several of the imports share is preloaded once', () => {
  const shared = {
    files: ['suzhou-frame.aa.async.js', 'suzhou-frame.bb.chunk.css'],
    origins: SUZHOU_LAYOUT_IMPORTS.map((request) => ({ request })),
  };
  const files = frameChunkFiles([shared, chunk(['4209.ff.async.js'], './EmptyRoute')]);
  expect(files.sort()).toEqual(['/4209.ff.async.js', '/suzhou-frame.aa.async.js', '/suzhou-frame.bb.chunk.css']);
});
