/**
 * Issue 46 item 2: the Taizhou site search asks each regional source for Taizhou's records only
 * (penalty notices, listings, enterprises), as the portal's own lists do; the other sources have no
 * region in their contract (docs/api.md §6.4).
 */
import { findAnnouncements, findIndex, findNews, findProducts, findPunishments } from '@/services/dataService';
import { findEnterprises } from '@/services/diService';
import { searchSources } from '@/pages/taizhou/Search/sources';

jest.mock('@/services/dataService');
jest.mock('@/services/diService');

const empty = { current: 1, pageSize: 10, total: 0, list: [] };

it('sends region=taizhou to every source whose contract has a region, and none to the others', async () => {
  for (const find of [findAnnouncements, findIndex, findNews, findProducts, findPunishments, findEnterprises]) {
    jest.mocked(find).mockResolvedValue(empty as never);
  }
  await searchSources('苏州', 'punishment', 2);

  const skip = { skipErrorHandler: true };
  expect(findPunishments).toHaveBeenCalledWith({ keyword: '苏州', region: 'taizhou', current: 2, pageSize: 10 }, skip);
  expect(findIndex).toHaveBeenCalledWith({ keyword: '苏州', region: 'taizhou', current: 1, pageSize: 10 }, skip);
  expect(findEnterprises).toHaveBeenCalledWith({ keyword: '苏州', region: 'taizhou', current: 1, pageSize: 10 }, skip);
  for (const unregional of [findAnnouncements, findNews, findProducts]) {
    expect(unregional).toHaveBeenCalledWith({ keyword: '苏州', current: 1, pageSize: 10 }, skip);
  }
});
