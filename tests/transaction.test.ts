/** A listing's market status (issue 16, src/domain/transaction.ts), as the Sell page and the mock backend read it. */
import { canWithdraw, listingStatusOf } from '@/domain/transaction';

describe('listingStatusOf', () => {
  it('is the status the backend sent', () => {
    expect(listingStatusOf({ listingStatus: 'pending' })).toBe('pending');
    expect(listingStatusOf({ listingStatus: 'withdrawn' })).toBe('withdrawn');
  });

  it('is public when the backend reviews no listings (it sends none)', () => {
    expect(listingStatusOf({})).toBe('listed');
  });
});

describe('canWithdraw', () => {
  it.each([
    ['awaiting review', { listingStatus: 'pending' as const }, true],
    ['public', { listingStatus: 'listed' as const }, true],
    ['public by default', {}, true],
    ['already withdrawn', { listingStatus: 'withdrawn' as const }, false],
  ])('a listing %s: %s', (_label, listing, expected) => {
    expect(canWithdraw(listing)).toBe(expected);
  });
});
