import { DRAFT_STORAGE } from '@/constants';
import { listingDraftStore } from '@/features/operations/listingDraft';
import { createDraftStore, isFlatRecord } from '@/utils/draftStorage';

/** Issue 5 item 3: drafts that survive a reload and the SSO round trip (src/utils/draftStorage.ts). */

const isNote = (value: unknown): value is { text: string } =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';

beforeEach(() => window.sessionStorage.clear());

describe('createDraftStore', () => {
  it('saves, loads and clears a draft under its own key', () => {
    const store = createDraftStore('note', { isValid: isNote });
    expect(store.load()).toBeUndefined();
    store.save({ text: '未写完的请求' });
    expect(window.sessionStorage.getItem(`${DRAFT_STORAGE.prefix}note`)).toContain('未写完的请求');
    expect(store.load()).toEqual({ text: '未写完的请求' });
    store.clear();
    expect(store.load()).toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('drops a draft older than its maximum age, or dated in the future', () => {
    let now = 1_000_000;
    const store = createDraftStore('note', { isValid: isNote, maxAge: 60_000, now: () => now });
    store.save({ text: 'a' });
    now += 60_000;
    expect(store.load()).toEqual({ text: 'a' });
    now += 1;
    expect(store.load()).toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);

    store.save({ text: 'b' });
    now -= 10_000;
    expect(store.load()).toBeUndefined();
  });

  it('ignores and removes what is not JSON, of another version or of another shape', () => {
    const key = `${DRAFT_STORAGE.prefix}note`;
    const store = createDraftStore('note', { isValid: isNote });
    for (const raw of [
      '{not json',
      'null',
      JSON.stringify({ version: DRAFT_STORAGE.version + 1, savedAt: Date.now(), value: { text: 'x' } }),
      JSON.stringify({ version: DRAFT_STORAGE.version, savedAt: Date.now(), value: { text: 42 } }),
      JSON.stringify({ version: DRAFT_STORAGE.version, savedAt: 'today', value: { text: 'x' } }),
    ]) {
      window.sessionStorage.setItem(key, raw);
      expect(store.load()).toBeUndefined();
      expect(window.sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('never throws when storage is blocked or full', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = createDraftStore('note', { isValid: isNote, storage: () => broken });
    expect(() => store.save({ text: 'a' })).not.toThrow();
    expect(store.load()).toBeUndefined();
    expect(() => store.clear()).not.toThrow();
  });
});

describe('isFlatRecord', () => {
  it('accepts plain records of scalars and rejects nested values, arrays and null', () => {
    expect(isFlatRecord({ a: 'x', b: 1, c: true, d: null }, ['a', 'b', 'c', 'd', 'e'])).toBe(true);
    expect(isFlatRecord({ a: { nested: 1 } }, ['a'])).toBe(false);
    expect(isFlatRecord(['a'], ['0'])).toBe(false);
    expect(isFlatRecord(null, [])).toBe(false);
  });
});

describe('listingDraftStore', () => {
  it('keeps one draft per listing and reads back only the form fields', () => {
    listingDraftStore().save({ title: '新挂牌' });
    listingDraftStore('tx-0007').save({ title: '修改中', price: 5000 });
    expect(listingDraftStore().load()).toEqual({ title: '新挂牌' });
    expect(listingDraftStore('tx-0007').load()).toEqual({ title: '修改中', price: 5000 });

    window.sessionStorage.setItem(
      `${DRAFT_STORAGE.prefix}listing:new`,
      JSON.stringify({ version: DRAFT_STORAGE.version, savedAt: Date.now(), value: { title: '标题', injected: 'x' } }),
    );
    expect(listingDraftStore().load()).toEqual({ title: '标题' });
  });

  it('gives nothing back for a draft without any form field', () => {
    window.sessionStorage.setItem(
      `${DRAFT_STORAGE.prefix}listing:new`,
      JSON.stringify({ version: DRAFT_STORAGE.version, savedAt: Date.now(), value: { other: 'x' } }),
    );
    expect(listingDraftStore().load()).toBeUndefined();
  });
});
