import { tbtBoundMs, tbtVerdict, timeToContentVerdict } from '../scripts/benchVerdict.mjs';

// Figures of real bench runs (bench/levers.md): the same build on a fast and on a slow hour of this host.
describe('time to content against the floor page of the same run', () => {
  it('passes a route that draws its content before the floor page, whatever the absolute figure', () => {
    expect(timeToContentVerdict(1836, 2436)).toEqual({ ok: true, boundMs: 2436, absoluteOk: true });
    // A slow hour: both pages over 3 s, the app still ahead of the floor.
    expect(timeToContentVerdict(3150, 3420)).toEqual({ ok: true, boundMs: 3420, absoluteOk: false });
  });

  it('fails a route slower than the floor page, even under the absolute 2.0 s', () => {
    expect(timeToContentVerdict(1950, 1900)).toEqual({ ok: false, boundMs: 1900, absoluteOk: true });
    expect(timeToContentVerdict(3800, 3500).ok).toBe(false);
  });
});

describe('Lighthouse TBT against the floor page of the same run', () => {
  it('allows the floor × 1.5, and at least the floor + 100 ms', () => {
    expect(tbtBoundMs(210)).toBe(315);
    expect(tbtBoundMs(600)).toBe(900);
    expect(tbtBoundMs(40)).toBe(140);
    expect(tbtBoundMs(0)).toBe(100);
  });

  it('judges by the bound, and reports the absolute 300 ms beside', () => {
    expect(tbtVerdict(247, 210)).toEqual({ ok: true, boundMs: 315, absoluteOk: true });
    expect(tbtVerdict(359, 210)).toEqual({ ok: false, boundMs: 315, absoluteOk: false });
    // A slow host: the floor itself blocks for 620 ms; the app's 800 is within its bound, over 300.
    expect(tbtVerdict(800, 620)).toEqual({ ok: true, boundMs: 930, absoluteOk: false });
    expect(tbtVerdict(160, 40)).toEqual({ ok: false, boundMs: 140, absoluteOk: true });
  });

  it('gives no verdict without a floor figure', () => {
    expect(tbtVerdict(120, undefined)).toEqual({ ok: undefined, boundMs: undefined, absoluteOk: true });
  });
});
