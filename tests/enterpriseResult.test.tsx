/**
 * The enterprise result `/taizhou/enterprise/result/:enterpriseName` (issue 4 item 3): the record
 * the service returns for the name in the address is shown even when the service spells the name
 * differently, and after a change of address the previous enterprise is never shown as the new one.
 */
import '@umijs/max/test-setup';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { act, configure, render, screen } from '@testing-library/react';
import { clearCache } from 'ahooks';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import EnterpriseResult from '@/pages/taizhou/enterprise/Result';
import { findEnterprisePatents, getEnterpriseAnalysis, getEnterpriseDetail } from '@/services/diService';

configure({ asyncUtilTimeout: 15000, defaultHidden: true });
jest.setTimeout(120_000);

jest.mock('@/services/diService');
jest.mock('@@/plugin-model', () => ({
  ...jest.requireActual('@@/plugin-model'),
  useModel: () => ({ professions: [], loading: false, load: () => undefined }),
}));
// The charts (canvas) are tested on their own data helpers and in the browser suite.
jest.mock('@/pages/taizhou/enterprise/Result/Charts', () => ({ __esModule: true, default: () => <p>charts</p> }));

const loadDetail = jest.mocked(getEnterpriseDetail);

const record = (name: string): API.EnterpriseDetail => ({
  name,
  creditCode: '91321200MA1MXXXX0A',
  region: 'taizhou',
  district: '泰州医药高新区',
  profession: 'biomedicine',
  qualifications: [],
  patentCount: 12,
  inventionCount: 5,
  utilityCount: 6,
  designCount: 1,
  validInventionCount: 4,
  legalRepresentative: '张三',
  registeredCapital: 5000,
  foundedDate: '2015-06-01',
  address: '泰州市海陵区',
  recentApplicationCount: 3,
  pctCount: 0,
  dataDate: '2026-10-31',
});

/** A link-free way to change the address, as the browser's back button would. */
let goTo: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  goTo = navigate;
  return null;
}

function renderAt(name: string) {
  return render(
    <RawIntlProvider value={getIntl('zh-CN')}>
      <MemoryRouter initialEntries={[`/taizhou/enterprise/result/${encodeURIComponent(name)}`]}>
        <Navigator />
        <Routes>
          <Route path="/taizhou/enterprise/result/:enterpriseName" element={<EnterpriseResult />} />
        </Routes>
      </MemoryRouter>
    </RawIntlProvider>,
  );
}

beforeEach(() => {
  clearCache();
  jest.mocked(getEnterpriseAnalysis).mockResolvedValue(null as never);
  jest.mocked(findEnterprisePatents).mockResolvedValue({ list: [], total: 0 } as never);
});

test('the record is shown as the service spells the name, not left loading', async () => {
  loadDetail.mockResolvedValue(record('泰州贝源制药（集团）有限公司') as never);
  renderAt('泰州贝源制药(集团)有限公司');
  expect(await screen.findByRole('heading', { level: 1, name: '泰州贝源制药（集团）有限公司' })).toBeInTheDocument();
  expect(loadDetail).toHaveBeenCalledWith('泰州贝源制药(集团)有限公司', expect.anything());
});

test('after the address changes, the previous enterprise is not shown under the new name', async () => {
  let answerSecond: (value: API.EnterpriseDetail) => void = () => undefined;
  loadDetail
    .mockResolvedValueOnce(record('泰州甲公司') as never)
    .mockImplementationOnce(() => new Promise((resolve) => (answerSecond = resolve as never)) as never);
  renderAt('泰州甲公司');
  expect(await screen.findByRole('heading', { level: 1, name: '泰州甲公司' })).toBeInTheDocument();

  act(() => goTo(`/taizhou/enterprise/result/${encodeURIComponent('泰州乙公司')}`));
  expect(await screen.findByRole('heading', { level: 1, name: '泰州乙公司' })).toBeInTheDocument();
  // 甲's profile (its credit code, in the intro and the facts) is gone while 乙's is on its way.
  expect(screen.queryAllByText(/91321200MA1MXXXX0A/)).toHaveLength(0);

  await act(async () => answerSecond(record('泰州乙公司')));
  expect((await screen.findAllByText(/91321200MA1MXXXX0A/)).length).toBeGreaterThan(0);
});
