import '@testing-library/jest-dom';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { configure } from '@testing-library/react';
import failOnConsole from 'jest-fail-on-console';
import { blockNetwork } from './support/network';

// A test speaks only when something is wrong (issue 47 item 9): any console.error or console.warn
// during a test fails it. A test that provokes one on purpose catches it with
// `jest.spyOn(console, 'error').mockImplementation(…)` and checks what was logged.
failOnConsole();

// findBy*/waitFor give up after 1 s by default; lazy pages and antd's async message rendering can
// take longer on a busy 2-core CI machine, and a slow pass must not read as a failure.
configure({ asyncUtilTimeout: 5000 });

// The browser stubs, for the jsdom tests (a test that needs node's own environment, where esbuild
// loads, declares `@jest-environment node`: tests/bootScript.test.ts).
if (typeof window !== 'undefined') {
  // antd and ProComponents read these browser APIs that jsdom lacks.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

  // jsdom has no layout and only reports window.scrollTo as "not implemented" (a console error); the
  // app scrolls on every route change (src/utils/scrollRestoration.ts). A test that checks scrolling mocks it.
  Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });

  // jsdom's XMLHttpRequest sends for real: a call a test did not mock fails it (tests/support/network.ts).
  blockNetwork();

  // antd 6's form engine (@rc-component/form's watchers) and Select (@rc-component/select's open
  // state) defer work to a macro task through MessageChannel, which jsdom does not provide: Node's own
  // does the same. Nobody closes these channels, and a Node port with a message handler keeps the
  // process alive, so each test file's channels are closed after its last test.
  const channels: NodeMessageChannel[] = [];
  class ClosedAfterAllMessageChannel extends NodeMessageChannel {
    constructor() {
      super();
      channels.push(this);
    }
  }
  if (typeof globalThis.MessageChannel === 'undefined') {
    (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = ClosedAfterAllMessageChannel;
  }
  afterAll(() => {
    for (const { port1, port2 } of channels.splice(0)) {
      port1.close();
      port2.close();
    }
  });

  // antd injects its CSS-in-JS into <head>; jsdom then matches every rule on each getComputedStyle,
  // which Testing Library's role queries and user-event call per element, so a page test takes
  // minutes. Styles go to a detached container instead (what antd's StyleProvider `container` does):
  // they are kept, as antd expects, but not applied.
  const styleSink = document.createElement('div');
  const head = document.head;
  const appendToHead = head.appendChild.bind(head);
  const insertIntoHead = head.insertBefore.bind(head);
  head.appendChild = <T extends Node>(node: T): T => (node.nodeName === 'STYLE' ? styleSink.appendChild(node) : appendToHead(node));
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
    node.nodeName === 'STYLE' ? styleSink.appendChild(node) : insertIntoHead(node, child);
  const removeFromHead = head.removeChild.bind(head);
  head.removeChild = <T extends Node>(node: T): T => (node.parentNode === styleSink ? styleSink.removeChild(node) : removeFromHead(node));
}
