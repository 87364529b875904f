import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

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

// findBy*/waitFor give up after 1 s by default; lazy pages and antd's async message rendering can
// take longer on a busy 2-core CI machine, and a slow pass must not read as a failure.
configure({ asyncUtilTimeout: 5000 });
