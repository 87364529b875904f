/**
 * A desktop-wide window for the tests of one file: antd's breakpoints match every min-width query
 * (tests/setup.ts leaves jsdom phone-narrow, where the lists fold their filters behind a button and
 * draw them only once opened).
 */
export function desktopViewport(): void {
  const narrow = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (media: string) => ({ ...narrow(media), matches: media.includes('min-width') }) as MediaQueryList;
  });
  afterAll(() => {
    window.matchMedia = narrow;
  });
}
