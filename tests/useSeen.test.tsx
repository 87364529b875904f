/**
 * useSeen: true once the element has come near the screen, and from then on; true from the start
 * where IntersectionObserver does not exist, so content never stays hidden.
 */
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import useSeen from '@/hooks/useSeen';

function Probe({ rootMargin }: { rootMargin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref, rootMargin);
  return <div ref={ref}>{seen ? 'seen' : 'not yet'}</div>;
}

/** A stand-in IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static last?: FakeObserver;
  options?: IntersectionObserverInit;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    act(() => {
      this.callback([{ isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry], this as never);
    });
  }
}

describe('useSeen', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.last = undefined;
  });

  it('is true from the start without IntersectionObserver', () => {
    expect('IntersectionObserver' in window).toBe(false);
    render(<Probe />);
    expect(screen.getByText('seen')).toBeInTheDocument();
  });

  it('turns true when the element comes near the screen and stays true when it leaves', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<Probe rootMargin="200px 0px" />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(FakeObserver.last?.options?.rootMargin).toBe('200px 0px');

    FakeObserver.last!.report(false);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    FakeObserver.last!.report(true);
    expect(screen.getByText('seen')).toBeInTheDocument();
    FakeObserver.last!.report(false);
    expect(screen.getByText('seen')).toBeInTheDocument();
  });
});
