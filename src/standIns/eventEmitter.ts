import mitt from 'mitt';

/**
 * Stand-in for the `event-emitter` package in Umi's locale plugin, which uses only `on`, `off` and
 * `emit` of one event (a language change). `event-emitter` brings es5-ext, `d` and `type` (~3 KB
 * gzipped) into every first load; mitt (0.2 KB) has the same three calls. Called with `new`, it
 * returns the emitter.
 */
export default function EventEmitter() {
  return mitt();
}
