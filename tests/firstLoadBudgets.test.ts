import { checkFirstLoads, heavyModules } from '../scripts/firstLoad.mjs';
import { FIRST_LOAD_BUDGET_KB, FIRST_LOAD_CEILING_KB, firstLoadBudgetKB, UMI_DENY } from '../config/budgets';
import { summarizeStats } from '../config/buildStats';
import { benchTargets } from '../config/routeTable';

// A fabricated build: umi.js with React and antd's theme core, a home page chunk, a list page whose
// chunk holds antd's Table; gzipped sizes in KB by file.
const KB = 1024;
const GZIP: Record<string, number> = {
  'umi.1111.js': 130 * KB,
  'umi.2222.css': 4 * KB,
  'preload_helper.3333.js': 2 * KB,
  'p__Home.4444.async.js': 20 * KB,
  'p__List.5555.async.js': 90 * KB,
};
const umiModules: [string, number][] = [
  ['./node_modules/react-dom/cjs/react-dom.production.min.js', 131_000],
  ['./node_modules/antd/es/config-provider/index.js', 9_000],
  ['./node_modules/antd/es/theme/internal.js', 3_000],
  ['./src/.umi-production/umi.ts', 2_000],
];
const chunks = (umi: [string, number][]) => [
  { files: ['umi.2222.css', 'umi.1111.js'], modules: umi },
  { files: ['p__Home.4444.async.js'], modules: [['./src/pages/Home/index.tsx', 30_000] as [string, number]] },
  {
    files: ['p__List.5555.async.js'],
    modules: [
      ['./node_modules/antd/es/table/Table.js', 80_000],
      ['./node_modules/@rc-component/table/es/Table.js', 60_000],
      ['./src/pages/List/index.tsx', 12_000],
    ] as [string, number][],
  },
];
const START = ['umi.1111.js', 'umi.2222.css', 'preload_helper.3333.js'];
const routes = [
  { route: '/home', url: '/home', files: [...START, 'p__Home.4444.async.js'] },
  { route: '/list', url: '/list?page=1', files: [...START, 'p__List.5555.async.js'] },
];
const check = (budgets: Record<string, number>, umi = umiModules) =>
  checkFirstLoads({
    routes,
    gzipOf: (file: string) => GZIP[file],
    chunks: chunks(umi),
    budgetKB: (route: string) => budgets[route],
    deny: UMI_DENY,
  });

describe('first-load budgets from the build', () => {
  it("sums each route's files and passes routes within their budgets", () => {
    const { rows, failures } = check({ '/home': 160, '/list': 230 });
    expect(failures).toEqual([]);
    expect(rows.map(({ route, bytes, budgetKB }) => [route, bytes / KB, budgetKB])).toEqual([
      ['/home', 156, 160],
      ['/list', 226, 230],
    ]);
  });

  it('fails a route over its budget, naming its size, its budget and the biggest modules it adds to umi.js', () => {
    const { failures } = check({ '/home': 160, '/list': 225 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/list \(\/list\?page=1\): first load 226\.0 KB gzipped, over its budget of 225 KB/);
    const named = failures[0].split('\n').slice(1);
    expect(named[0]).toMatch(/78\.1 KB {2}\.\/node_modules\/antd\/es\/table\/Table\.js {2}\(p__List\.5555\.async\.js\)/);
    expect(named[1]).toMatch(/@rc-component\/table/);
    // What every route shares (umi.js) is not what this route added.
    expect(failures[0]).not.toMatch(/react-dom/);
  });

  it('fails when a heavy module reaches umi.js, whatever the bytes', () => {
    const { failures } = check({ '/home': 300, '/list': 300 }, [...umiModules, ['./node_modules/antd/es/table/index.js', 1_500]]);
    expect(failures).toEqual([
      expect.stringMatching(
        /^umi\.js carries 1 module it must not \(an antd component: .*\n {4}1\.5 KB {2}\.\/node_modules\/antd\/es\/table\/index\.js$/,
      ),
    ]);
  });

  it('fails when a first-load file is not in the stats (stats of another build) or a route does not start umi.js', () => {
    const stale = checkFirstLoads({
      routes: [{ route: '/home', url: '/home', files: ['p__Home.9999.async.js'] }],
      gzipOf: () => KB,
      chunks: chunks(umiModules),
      budgetKB: () => 300,
      deny: UMI_DENY,
    });
    expect(stale.failures).toEqual([
      expect.stringMatching(/^\/home: its first load has no umi\.js/),
      expect.stringMatching(/stats do not list p__Home\.9999\.async\.js/),
    ]);
  });
});

describe('the deny list of umi.js', () => {
  it.each([
    './node_modules/antd/es/button/index.js',
    './node_modules/antd/es/table/Table.js',
    './node_modules/@ant-design/pro-components/es/index.js',
    './node_modules/@ant-design/pro-layout/es/ProLayout.js',
    './node_modules/@ant-design/plots/es/index.js',
    './node_modules/@antv/g2/esm/index.js',
    './node_modules/lodash/lodash.js',
    './node_modules/lodash-es/merge.js',
    './node_modules/moment/moment.js',
    './node_modules/@rc-component/trigger/es/index.js',
    './node_modules/core-js/modules/es.array.at.js',
    './node_modules/dompurify/dist/purify.es.mjs',
  ])('names %s', (module) => {
    expect(heavyModules([[module, 1]], UMI_DENY)).toHaveLength(1);
  });

  it.each([
    './node_modules/antd/es/config-provider/index.js',
    './node_modules/antd/es/theme/internal.js',
    './node_modules/antd/es/locale/index.js',
    './node_modules/antd/es/date-picker/locale/zh_CN.js',
    './node_modules/@rc-component/util/es/Dom/dynamicCSS.js',
    './node_modules/lodash/debounce.js',
    './node_modules/react-dom/cjs/react-dom.production.min.js',
    './src/app.tsx',
  ])('lets %s be', (module) => {
    expect(heavyModules([[module, 1]], UMI_DENY)).toEqual([]);
  });
});

describe('budgets', () => {
  it("are routes of the route table, none above issue 13's ceilings", () => {
    const routes = benchTargets().map(({ route }) => route);
    for (const [route, budget] of Object.entries(FIRST_LOAD_BUDGET_KB)) {
      expect(routes).toContain(route);
      expect(budget).toBeLessThanOrEqual(route === '/taizhou' ? FIRST_LOAD_CEILING_KB['/taizhou'] : FIRST_LOAD_CEILING_KB.default);
    }
  });

  it('hold a route without a figure of its own (a new page) to the ceiling', () => {
    expect(firstLoadBudgetKB('/taizhou/some-new-page')).toBe(FIRST_LOAD_CEILING_KB.default);
  });
});

describe("the build's stats summary", () => {
  it("keeps each chunk's files and its modules by name and size, a concatenated module as its parts, without loaders", () => {
    const summary = summarizeStats([
      {
        files: ['umi.css', 'umi.js'],
        names: ['umi'],
        initial: true,
        modules: [
          { type: 'runtime modules', size: 17_000 },
          {
            name: './src/umi.ts + 2 modules',
            size: 300,
            modules: [
              { name: './src/umi.ts', size: 100 },
              { name: './node_modules/antd/es/theme/index.js', size: 200 },
            ],
          },
          // Listed again on its own beside the concatenation: counted once.
          { name: './node_modules/antd/es/theme/index.js', size: 200 },
          { name: 'css ./node_modules/css-loader/dist/cjs.js??x!./node_modules/less-loader/index.js??y!./src/global.less', size: 50 },
        ],
      },
      { files: ['12.async.js'] },
    ]);
    expect(summary).toEqual({
      chunks: [
        {
          files: ['umi.css', 'umi.js'],
          names: ['umi'],
          initial: true,
          modules: [
            ['(runtime modules)', 17_000],
            ['./src/umi.ts', 100],
            ['./node_modules/antd/es/theme/index.js', 200],
            ['css ./src/global.less', 50],
          ],
        },
        { files: ['12.async.js'], names: [], initial: false, modules: [] },
      ],
    });
  });
});
