import { enterpriseResultPath } from '@/features/enterprise/paths';
import * as searchState from '@/features/enterprise/searchState';

/** Issue 4: the enterprise search ↔ URL round trip (src/features/enterprise/searchState.ts). */

const parse = (search: string, region: 'taizhou' | 'suzhou' = 'taizhou') =>
  searchState.parseSearchState(new URLSearchParams(search), region);

const DEFAULTS: searchState.EnterpriseSearchState = {
  keyword: '',
  district: '',
  profession: '',
  qualifications: [],
  sortField: 'patentCount',
  sortOrder: 'descend',
  page: 1,
};

describe('parseSearchState', () => {
  it('an empty address is the default search', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('reads the keyword the home page search box sends', () => {
    expect(parse(`keyword=${encodeURIComponent(' 泰州贝源 ')}`).keyword).toBe('泰州贝源');
  });

  it('reads every filter, the sort and the page', () => {
    const state = parse(
      'keyword=91321271&district=靖江市&profession=biomedicine&qual=specialized,high_tech&min=5&max=50&sort=validInventionCount&order=ascend&page=3',
    );
    expect(state).toEqual({
      keyword: '91321271',
      district: '靖江市',
      profession: 'biomedicine',
      // Kept in the canonical order, whatever the URL's order.
      qualifications: ['high_tech', 'specialized'],
      minPatents: 5,
      maxPatents: 50,
      sortField: 'validInventionCount',
      sortOrder: 'ascend',
      page: 3,
    });
  });

  it('drops a district of the other region, unknown qualifications and sort fields', () => {
    const state = parse('district=苏州工业园区&qual=high_tech,bogus&sort=name&order=sideways', 'taizhou');
    expect(state.district).toBe('');
    expect(state.qualifications).toEqual(['high_tech']);
    expect([state.sortField, state.sortOrder]).toEqual(['patentCount', 'descend']);
    expect(parse('district=苏州工业园区', 'suzhou').district).toBe('苏州工业园区');
  });

  it('ignores malformed counts and pages and turns a reversed range round', () => {
    expect(parse('min=-3&max=abc&page=0')).toEqual(DEFAULTS);
    expect(parse('page=2.5').page).toBe(1);
    const state = parse('min=80&max=10');
    expect([state.minPatents, state.maxPatents]).toEqual([10, 80]);
    expect(parse('min=0').minPatents).toBe(0);
  });

  it('caps an overlong keyword', () => {
    expect(parse(`keyword=${'企'.repeat(300)}`).keyword).toHaveLength(100);
  });
});

describe('toSearchParams', () => {
  it('leaves defaults out of the address', () => {
    expect(searchState.toSearchParams(DEFAULTS).toString()).toBe('');
  });

  it('round-trips every state through the URL', () => {
    const states: searchState.EnterpriseSearchState[] = [
      { ...DEFAULTS, keyword: 'a/b%#&=?（）😀', page: 2 },
      { ...DEFAULTS, district: '兴化市', qualifications: ['ip_advantage', 'tech_sme'], minPatents: 0, maxPatents: 0 },
      { ...DEFAULTS, profession: 'new_energy', sortField: 'designCount', sortOrder: 'ascend' },
      { ...DEFAULTS, sortField: 'patentCount', sortOrder: 'ascend' },
    ];
    for (const state of states) {
      expect(parse(searchState.toSearchParams(state).toString())).toEqual(state);
    }
  });

  it('writes the sort only when it is not the default', () => {
    expect(searchState.toSearchParams({ ...DEFAULTS, sortOrder: 'ascend' }).toString()).toBe('sort=patentCount&order=ascend');
  });
});

describe('updateSearchState', () => {
  const onPage3: searchState.EnterpriseSearchState = { ...DEFAULTS, keyword: '泰州', page: 3 };

  it('a changed filter or sort goes back to page 1', () => {
    expect(searchState.updateSearchState(onPage3, { district: '海陵区' }).page).toBe(1);
    expect(searchState.updateSearchState(onPage3, { sortField: 'inventionCount' }).page).toBe(1);
    expect(searchState.updateSearchState(onPage3, { qualifications: ['high_tech'] }).page).toBe(1);
  });

  it('keeps the page when nothing changed, and moves to a named page', () => {
    expect(searchState.updateSearchState(onPage3, { keyword: '泰州' }).page).toBe(3);
    expect(searchState.updateSearchState(onPage3, { page: 5 }).page).toBe(5);
  });

  it('clears a bound given as undefined', () => {
    const next = searchState.updateSearchState({ ...DEFAULTS, minPatents: 3, maxPatents: 9 }, { minPatents: undefined });
    expect('minPatents' in next).toBe(false);
    expect(next.maxPatents).toBe(9);
  });

  it('clearedFilters keeps the sort and drops everything else', () => {
    const sorted: searchState.EnterpriseSearchState = { ...onPage3, minPatents: 1, sortField: 'designCount', sortOrder: 'ascend' };
    expect(searchState.isFiltered(sorted)).toBe(true);
    const cleared = searchState.clearedFilters(sorted);
    expect(searchState.isFiltered(cleared)).toBe(false);
    expect(cleared).toEqual({ ...DEFAULTS, sortField: 'designCount', sortOrder: 'ascend' });
  });
});

describe('searchQuery and the result path', () => {
  it('sends only the filters in use, with the region and paging, in the declaration’s order', () => {
    const query = searchState.searchQuery(new URLSearchParams('?qual=tech_sme,high_tech&min=0&page=2'), 'suzhou');
    expect(query).toEqual({
      current: 2,
      pageSize: 10,
      region: 'suzhou',
      qualifications: 'high_tech,tech_sme',
      minPatents: 0,
      sortField: 'patentCount',
      sortOrder: 'descend',
    });
    expect(Object.keys(query)).toEqual(['current', 'pageSize', 'region', 'qualifications', 'minPatents', 'sortField', 'sortOrder']);
  });

  it('asks for the search the page shows: the query and the state read the address alike', () => {
    for (const search of [
      '',
      '?keyword=%20a%20&district=%E6%B5%B7%E9%99%B5%E5%8C%BA&min=9&max=3&sort=designCount&order=ascend&page=4',
      '?district=%E5%A7%91%E8%8B%8F%E5%8C%BA&qual=x',
    ]) {
      const params = new URLSearchParams(search);
      const state = searchState.parseSearchState(params, 'taizhou');
      const query = searchState.searchQuery(params, 'taizhou');
      expect([
        search,
        query.current,
        query.keyword ?? '',
        query.district ?? '',
        query.minPatents,
        query.maxPatents,
        query.sortField,
        query.sortOrder,
      ]).toEqual([search, state.page, state.keyword, state.district, state.minPatents, state.maxPatents, state.sortField, state.sortOrder]);
    }
  });

  it('encodes an awkward name as one path segment that decodes back to the name', () => {
    const name = 'a/b%c#d?e（集团）[x]😀';
    const path = enterpriseResultPath(name, 'taizhou');
    const segment = path.split('/').pop() ?? '';
    expect(path.startsWith('/taizhou/enterprise/result/')).toBe(true);
    expect(segment).not.toMatch(/[/#?]/);
    expect(decodeURIComponent(segment)).toBe(name);
  });

  it('keeps a Suzhou visitor in the Suzhou portal (issue 16 item 2)', () => {
    expect(enterpriseResultPath('苏州甲/乙公司', 'suzhou')).toBe(`/suzhou/ipr-enterprise/result/${encodeURIComponent('苏州甲/乙公司')}`);
  });
});
