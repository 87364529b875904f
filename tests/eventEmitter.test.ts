/**
 * The locale plugin's event emitter (src/standIns/eventEmitter.ts, swapped in for the
 * `event-emitter` package by config/moduleSwaps.ts). The first test reads the locale plugin's source and pins
 * what the stand-in relies on, so an Umi upgrade that uses the emitter differently fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import EventEmitter from '@/standIns/eventEmitter';

const LOCALE_PLUGIN = require.resolve('@umijs/plugins/dist/locale.js');
const TEMPLATES = join(dirname(LOCALE_PLUGIN), '..', 'templates', 'locale');

test("Umi's locale plugin still builds one emitter from the event-emitter package and calls only on, off and emit", () => {
  // The generated localeExports imports the package's folder, which config/moduleSwaps.ts redirects here.
  expect(readFileSync(LOCALE_PLUGIN, 'utf8')).toMatch(
    /const EventEmitterPkg = [^;]*require\.resolve\("event-emitter\/package"\)/,
  );
  const templates = readdirSync(TEMPLATES).map((file) => readFileSync(join(TEMPLATES, file), 'utf8'));
  const exports = readFileSync(join(TEMPLATES, 'localeExports.tpl'), 'utf8');
  expect(exports).toContain("import EventEmitter from '{{{EventEmitterPkg}}}';");
  expect(exports).toContain('export const event = new EventEmitter();');
  const calls = new Set(templates.flatMap((source) => [...source.matchAll(/\bevent\.(\w+)\(/g)].map((call) => call[1])));
  expect([...calls].sort()).toEqual(['emit', 'off', 'on']);
});

test('called with `new`, it returns an emitter whose listeners get each emit until removed', () => {
  const event = new (EventEmitter as unknown as new () => ReturnType<typeof EventEmitter>)();
  const listener = jest.fn();
  event.on('lang-change', listener);
  event.emit('lang-change', 'en-US');
  expect(listener).toHaveBeenCalledWith('en-US');
  event.off('lang-change', listener);
  event.emit('lang-change', 'zh-CN');
  expect(listener).toHaveBeenCalledTimes(1);
});
