/**
 * No unit test reaches the network (issue 47 item 9). jsdom's XMLHttpRequest really sends, so a call
 * a test did not mock went to the test URL's host (http://localhost:8000): refused, or answered by
 * whatever dev server ran there. Once {@link blockNetwork} ran (tests/setup.ts), `send` logs an error
 * naming the call, which fails the test (jest-fail-on-console), and throws it. A service a test
 * needs is mocked (`jest.mock`) or given an axios `adapter`; a test that starts its own HTTP server
 * in this process lets the calls to that server through with {@link allowOwnServer}.
 */

/** Origins of the servers the running test file started itself. */
const ownServers = new Set<string>();

/** Makes every XMLHttpRequest fail at `send`, except those to {@link allowOwnServer}'s origins. */
export function blockNetwork(): void {
  const { open, send } = XMLHttpRequest.prototype;
  const targets = new WeakMap<XMLHttpRequest, { method: string; url: URL }>();
  XMLHttpRequest.prototype.open = function openAndRemember(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    targets.set(this, { method, url: new URL(url, document.baseURI) });
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function sendToOwnServersOnly(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const target = targets.get(this);
    if (target && !ownServers.has(target.url.origin)) {
      const error = new Error(
        `A unit test does not touch the network: ${target.method} ${target.url.href}. Mock the service (jest.mock) or pass the call an axios \`adapter\`.`,
      );
      console.error(error.message);
      throw error;
    }
    // jsdom 20 stops an XHR's time-limit timer on an answer or on abort(), not on a network error:
    // a failed call's timer (the app's 15 s limit) kept the test worker alive after its tests ended
    // ("A worker process has failed to exit gracefully"). abort() on a finished call only stops it.
    this.addEventListener('error', () => this.addEventListener('loadend', () => this.abort(), { once: true }), { once: true });
    return send.call(this, body);
  };
}

/**
 * Lets calls to `origin` (`http://127.0.0.1:<port>`, a server this test file started) through, for
 * tests that compare against axios' real XHR adapter. Returns the function that closes the door again.
 */
export function allowOwnServer(origin: string): () => void {
  ownServers.add(origin);
  return () => {
    ownServers.delete(origin);
  };
}
