import { seedListings } from './listings';
import { ALL_ENTERPRISES, PATENTLESS_ENTERPRISES, personName, type Enterprise } from './parties';
import { QUALIFICATIONS } from '../../src/domain/enterprise';
import { applicationCheckDigit } from '../../src/domain/patent';
import { REFERENCE_DATE, createRandom, dateBefore, hashSeed, type Random } from './random';

/**
 * Issue 4: each enterprise's profile and patent portfolio, generated patent by patent from a seed
 * of its name. The search row, the result page's headline figures, its charts and its patent table
 * are all computed from this one list, so they always agree. A transaction holder's listed patents
 * are part of its portfolio with the same numbers.
 */

/**
 * Technology of a profession: main IPC groups (most frequent first), invention subjects, design
 * objects and the Locarno class of its designs (designs carry no IPC, as CNIPA records show).
 */
type Tech = { ipcs: readonly string[]; subjects: readonly string[]; designs: readonly string[]; locarno: string };

const TECH: Record<string, Tech> = {
  biomedicine: {
    ipcs: ['A61K 31/00', 'A61P 35/00', 'C07D 401/00', 'C12N 15/00', 'A61K 9/00'],
    subjects: ['抗肿瘤化合物', '缓释注射制剂', '单克隆抗体', '口服固体制剂', '重组蛋白纯化工艺'],
    designs: ['药品包装盒', '输液瓶'],
    locarno: '09-03',
  },
  medical_devices: {
    ipcs: ['A61B 5/00', 'A61M 5/00', 'A61B 17/00', 'G16H 40/00'],
    subjects: ['一次性注射器', '血糖监测装置', '微创手术吻合器', '远程心电监护系统', '医用导管'],
    designs: ['监护仪', '输液泵'],
    locarno: '24-02',
  },
  new_energy: {
    ipcs: ['H01L 31/00', 'H02J 3/00', 'H01M 10/00', 'H02S 40/00'],
    subjects: ['光伏组件', '储能变流器', '异质结电池片', '光伏支架跟踪系统', '氢燃料电池电堆'],
    designs: ['光伏接线盒', '储能柜'],
    locarno: '13-02',
  },
  new_energy_vehicles: {
    ipcs: ['B60L 58/00', 'H01M 10/00', 'B60K 6/00', 'H02K 7/00'],
    subjects: ['动力电池包', '电池热管理系统', '电驱动桥', '车载充电机', '电池均衡电路'],
    designs: ['充电桩', '电池箱'],
    locarno: '13-02',
  },
  high_end_equipment: {
    ipcs: ['B23Q 3/00', 'F16K 1/00', 'B21D 37/00', 'B65G 47/00'],
    subjects: ['数控机床夹具', '高压球阀', '精密冲压模具', '自动上下料装置', '液压驱动系统'],
    designs: ['数控机床', '工业阀门'],
    locarno: '15-09',
  },
  shipbuilding_marine: {
    ipcs: ['B63B 21/00', 'B63H 21/00', 'B63C 11/00', 'E02B 17/00'],
    subjects: ['船用锚绞机', '船舶推进轴系', '海上风电安装平台', '船用舱口盖', '压载水处理装置'],
    designs: ['船用救生圈', '系泊缆桩'],
    locarno: '12-06',
  },
  new_materials: {
    ipcs: ['C08L 23/00', 'C04B 35/00', 'B82Y 30/00', 'C22C 38/00'],
    subjects: ['纳米二氧化硅复合材料', '高强度工程塑料', '特种陶瓷', '耐腐蚀合金钢', '石墨烯导热膜'],
    designs: ['复合板材', '包装膜卷'],
    locarno: '05-06',
  },
  integrated_circuits: {
    ipcs: ['H01L 21/00', 'H01L 23/00', 'G06F 30/00', 'H03K 17/00'],
    subjects: ['晶圆级封装结构', '功率半导体器件', '芯片测试方法', '低功耗时钟电路', '光刻对准装置'],
    designs: ['芯片封装', '测试探针卡'],
    locarno: '13-03',
  },
  next_gen_it: {
    ipcs: ['G06F 16/00', 'H04L 67/00', 'G06N 3/00', 'G06Q 10/00'],
    subjects: ['数据检索方法', '边缘计算调度系统', '图像识别神经网络', '政务数据共享平台', '工业互联网网关'],
    designs: ['显示屏图形用户界面', '智能终端'],
    locarno: '14-04',
  },
  electronics: {
    ipcs: ['H05K 7/00', 'H01R 13/00', 'G09G 3/00', 'H01F 27/00'],
    subjects: ['柔性电路板', '高速连接器', 'LED驱动电路', '片式电感', '显示模组'],
    designs: ['连接器', '电源适配器'],
    locarno: '13-03',
  },
  intelligent_manufacturing: {
    ipcs: ['B25J 9/00', 'G05B 19/00', 'B23K 37/00', 'G01B 11/00'],
    subjects: ['协作机器人关节', '视觉引导焊接系统', '产线数字孪生方法', '智能仓储搬运机器人', '不锈钢管件成型设备'],
    designs: ['工业机器人', '控制柜'],
    locarno: '15-99',
  },
  energy_saving: {
    ipcs: ['C02F 9/00', 'B01D 53/00', 'F23G 5/00', 'F24F 12/00'],
    subjects: ['工业废水处理系统', '烟气脱硝装置', '污泥干化设备', '余热回收换热器', 'VOCs吸附装置'],
    designs: ['净水设备', '除尘器'],
    locarno: '23-01',
  },
  modern_agriculture: {
    ipcs: ['A01K 61/00', 'A01G 9/00', 'A01C 7/00', 'A23K 50/00'],
    subjects: ['河蟹养殖投饵装置', '稻田智能灌溉系统', '水稻精量播种机', '水产饲料配方', '设施大棚环境控制'],
    designs: ['育苗盘', '投饵机'],
    locarno: '15-03',
  },
  chemicals: {
    ipcs: ['C07C 67/00', 'C09D 5/00', 'B01J 19/00', 'C08G 18/00'],
    subjects: ['医药中间体合成方法', '水性涂料', '连续化反应釜', '聚氨酯预聚体', '催化剂回收工艺'],
    designs: ['包装桶', '试剂瓶'],
    locarno: '09-01',
  },
  textiles_apparel: {
    ipcs: ['D01F 6/00', 'D03D 15/00', 'D06M 11/00', 'A41D 13/00'],
    subjects: ['功能性涤纶纤维', '抗菌面料', '织物阻燃整理方法', '羽绒服充绒装置', '无缝针织工艺'],
    designs: ['服装', '面料花型'],
    locarno: '02-02',
  },
  food: {
    ipcs: ['A23L 3/00', 'A23L 27/00', 'A23P 10/00', 'B65B 55/00'],
    subjects: ['低温杀菌工艺', '复合调味料', '速冻米面制品', '食品包装封口装置', '菜籽油精炼方法'],
    designs: ['食品包装袋', '礼盒'],
    locarno: '09-05',
  },
  automotive_parts: {
    ipcs: ['F16H 57/00', 'B60R 19/00', 'F16D 65/00', 'B62D 25/00'],
    subjects: ['变速箱壳体', '汽车防撞梁', '制动盘', '转向节', '轻量化车身结构件'],
    designs: ['轮毂', '汽车格栅'],
    locarno: '12-16',
  },
  construction_materials: {
    ipcs: ['E04B 1/00', 'C04B 28/00', 'E04F 13/00', 'B28B 1/00'],
    subjects: ['装配式墙板', '高性能混凝土', '保温装饰一体板', '预制构件模具', '防水卷材'],
    designs: ['装饰板', '地砖'],
    locarno: '25-01',
  },
  digital_economy: {
    ipcs: ['G06Q 50/00', 'H04L 9/00', 'G06F 21/00', 'G06T 7/00'],
    subjects: ['区块链存证方法', '城市运行监测平台', '数据安全脱敏方法', '智慧社区管理系统', '三维场景重建方法'],
    designs: ['图形用户界面', '自助终端'],
    locarno: '14-04',
  },
  cultural_creative: {
    ipcs: ['B44C 5/00', 'A63H 33/00', 'G06T 13/00', 'D05C 17/00'],
    subjects: ['苏绣装饰画制作方法', '数字文物展示系统', '益智拼装玩具', '缂丝织造装置', '动画生成方法'],
    designs: ['文创摆件', '丝巾'],
    locarno: '11-02',
  },
};

const TYPE_DIGIT: Record<API.PatentType, string> = { invention: '1', utility: '2', design: '3' };

const STREETS: Record<'taizhou' | 'suzhou', readonly string[]> = {
  taizhou: ['海陵南路', '凤凰东路', '永定路', '迎春西路', '口岸大道', '姜堰大道', '药城大道', '长江路', '济川路', '英武路'],
  suzhou: ['星湖街', '金鸡湖大道', '东吴北路', '狮山路', '太湖西路', '人民南路', '前进西路', '港城大道', '黄河路', '中山北路'],
};

const CITY = { taizhou: '泰州市', suzhou: '苏州市' } as const;

export type Portfolio = {
  detail: API.EnterpriseDetail;
  /** Newest filing first. */
  patents: API.EnterprisePatent[];
};

const DAY_MS = 86_400_000;
const REFERENCE_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);
const ageDays = (date: string) => Math.round((REFERENCE_MS - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);

/** Status and grant of a filing `days` old, as CNIPA practice makes them likely. */
function fate(
  random: Random,
  type: API.PatentType,
  days: number,
): Pick<API.EnterprisePatent, 'legalStatus' | 'legalStatusReason'> & { grantLag?: number } {
  if (type === 'invention') {
    const lag = random.int(540, 1100);
    if (days < lag) {
      if (days > 700 && random.next() < 0.12) return { legalStatus: 'invalid', legalStatusReason: '驳回' };
      return { legalStatus: 'pending', legalStatusReason: '实质审查中' };
    }
    const roll = random.next();
    if (roll < 0.1) return { legalStatus: 'invalid', legalStatusReason: '驳回' };
    if (roll < 0.16) return { legalStatus: 'invalid', legalStatusReason: '撤回' };
    if (days > 20 * 365) return { legalStatus: 'invalid', legalStatusReason: '期限届满', grantLag: lag };
    if (days > 6 * 365 && roll > 0.85) return { legalStatus: 'invalid', legalStatusReason: '未缴年费', grantLag: lag };
    return { legalStatus: 'valid', grantLag: lag };
  }
  const lag = type === 'utility' ? random.int(150, 300) : random.int(100, 240);
  if (days < lag) return { legalStatus: 'pending', legalStatusReason: '初步审查中' };
  if (days > 10 * 365) return { legalStatus: 'invalid', legalStatusReason: '期限届满', grantLag: lag };
  if (days > 3 * 365 && random.next() < 0.25) return { legalStatus: 'invalid', legalStatusReason: '未缴年费', grantLag: lag };
  return { legalStatus: 'valid', grantLag: lag };
}

function title(random: Random, tech: Tech, type: API.PatentType): string {
  const subject = random.pick(tech.subjects);
  if (type === 'design')
    return `${random.pick(tech.designs)}（${random.pick(['A', 'B', 'C', 'S', 'X'])}${random.int(1, 9)}${random.pick(['', '0'])}）`;
  if (type === 'utility')
    return random.pick([`一种${subject}`, `一种${subject}的固定结构`, `一种便于安装的${subject}`, `${subject}用连接组件`]);
  return random.pick([
    `一种${subject}及其制备方法`,
    `${subject}的控制方法、装置及存储介质`,
    `一种${subject}`,
    `一种${subject}的检测方法`,
    `基于多参数优化的${subject}及其应用`,
  ]);
}

const publicationNumbers = new Set<string>();

/** A publication number not used before: CN + 9 digits + kind (A, B, U, S). */
function publicationNo(random: Random, kind: string): string {
  let number: string;
  do {
    number = `CN${random.int(100_000_000, 119_999_999)}${kind}`;
  } while (publicationNumbers.has(number));
  publicationNumbers.add(number);
  return number;
}

/** The transaction listings, built once: each holder's listed patents join its portfolio. */
const LISTINGS = seedListings();

const kindOf = (type: API.PatentType, granted: boolean) => (type === 'design' ? 'S' : type === 'utility' ? 'U' : granted ? 'B' : 'A');

/** A holder's listed patents, in the portfolio shape. */
function listedPatents(random: Random, enterprise: Enterprise, inventors: readonly string[]): API.EnterprisePatent[] {
  return LISTINGS.filter((listing) => listing.applicant === enterprise.name).map((listing) => ({
    publicationNo: publicationNo(random, kindOf(listing.patentType, Boolean(listing.grantDate))),
    applicationNo: listing.patentNo.replace(/^ZL/, ''),
    title: listing.title,
    patentType: listing.patentType,
    applicationDate: listing.applicationDate ?? REFERENCE_DATE,
    ...(listing.grantDate ? { grantDate: listing.grantDate } : {}),
    legalStatus: listing.legalStatus,
    ...(listing.legalStatusReason ? { legalStatusReason: listing.legalStatusReason } : {}),
    ipc: listing.ipc,
    inventors: [inventors[0], ...random.shuffle(inventors.slice(1)).slice(0, random.int(0, 2))],
    pct: false,
  }));
}

function buildPortfolio(enterprise: Enterprise): Portfolio {
  const random = createRandom(hashSeed(`portfolio:${enterprise.name}`));
  const region = enterprise.district.region;
  const tech = TECH[enterprise.profession];
  const patentless = PATENTLESS_ENTERPRISES.has(enterprise.name);
  const sizeRoll = random.next();
  const scale = patentless ? 0 : sizeRoll < 0.1 ? 3 : sizeRoll < 0.45 ? 2 : 1;
  const target = scale === 3 ? random.int(150, 420) : scale === 2 ? random.int(30, 150) : scale === 1 ? random.int(3, 30) : 0;
  const foundedYear = patentless ? random.int(2025, 2026) : random.int(scale === 3 ? 1993 : 2000, 2019);
  const foundedDate = patentless
    ? dateBefore(random.int(60, 300))
    : `${foundedYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const spanDays = Math.max(ageDays(foundedDate) - 180, 400);
  const inventors = Array.from(new Set(Array.from({ length: 4 + scale * 4 }, () => personName(random))));
  const pctRate = scale === 3 ? 0.12 : scale === 2 ? 0.05 : 0.01;

  const patents = listedPatents(random, enterprise, inventors);
  while (patents.length < target) {
    const typeRoll = random.next();
    const patentType: API.PatentType = typeRoll < 0.45 ? 'invention' : typeRoll < 0.87 ? 'utility' : 'design';
    // Filings cluster in recent years, as most enterprises' portfolios grow.
    const days = Math.floor(spanDays * random.next() ** 1.4);
    const applicationDate = dateBefore(days);
    const { grantLag, ...status } = fate(random, patentType, days);
    const twelve = `${applicationDate.slice(0, 4)}${TYPE_DIGIT[patentType]}${String(random.int(1, 9_999_999)).padStart(7, '0')}`;
    const ipcIndex = Math.min(Math.floor(random.next() ** 1.8 * tech.ipcs.length), tech.ipcs.length - 1);
    // Lead inventors sit at the front of the pool and appear on most filings.
    const lead = inventors[Math.min(Math.floor(random.next() ** 2 * inventors.length), inventors.length - 1)];
    const others = random.shuffle(inventors.filter((name) => name !== lead)).slice(0, random.int(0, 3));
    patents.push({
      publicationNo: publicationNo(random, kindOf(patentType, grantLag !== undefined)),
      applicationNo: `${twelve}.${applicationCheckDigit(twelve)}`,
      title: title(random, tech, patentType),
      patentType,
      applicationDate,
      ...(grantLag !== undefined ? { grantDate: dateBefore(days - grantLag) } : {}),
      ...status,
      ipc: patentType === 'design' ? tech.locarno : tech.ipcs[ipcIndex],
      inventors: [lead, ...others],
      pct: patentType === 'invention' && random.next() < pctRate,
    });
  }
  patents.sort((a, b) => b.applicationDate.localeCompare(a.applicationDate) || a.applicationNo.localeCompare(b.applicationNo));

  const count = (test: (p: API.EnterprisePatent) => boolean) => patents.filter(test).length;
  const inventionCount = count((p) => p.patentType === 'invention');
  const validInventionCount = count((p) => p.patentType === 'invention' && p.legalStatus === 'valid');
  const yearAgo = dateBefore(365);
  const qualifications = QUALIFICATIONS.filter((q) => {
    const roll = random.next();
    switch (q) {
      case 'high_tech':
        return validInventionCount >= 2 && roll < 0.75;
      case 'specialized':
        return scale >= 2 && roll < 0.3;
      case 'ip_advantage':
        return validInventionCount >= 10 && roll < 0.55;
      default:
        return scale <= 2 && roll < 0.45;
    }
  });
  const capitalBase = [50, 200, 1000, 5000][scale];
  return {
    patents,
    detail: {
      name: enterprise.name,
      creditCode: enterprise.creditCode,
      region,
      district: enterprise.district.name,
      profession: enterprise.profession,
      qualifications,
      patentCount: patents.length,
      inventionCount,
      utilityCount: count((p) => p.patentType === 'utility'),
      designCount: count((p) => p.patentType === 'design'),
      validInventionCount,
      legalRepresentative: personName(random),
      registeredCapital: capitalBase * random.int(1, 20),
      foundedDate,
      address: `江苏省${CITY[region]}${enterprise.district.name}${random.pick(STREETS[region])}${random.int(1, 399)}号`,
      recentApplicationCount: count((p) => p.applicationDate > yearAgo),
      pctCount: count((p) => p.pct),
      dataDate: REFERENCE_DATE,
    },
  };
}

/** Every enterprise's portfolio by name, in directory order. */
export const PORTFOLIOS: ReadonlyMap<string, Portfolio> = new Map(
  ALL_ENTERPRISES.map((enterprise) => [enterprise.name, buildPortfolio(enterprise)]),
);

const topCounts = (values: string[], limit: number): API.NamedCount[] => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'))
    .slice(0, limit);
};

/** Aggregates behind the result page's charts (docs/api.md §9). */
export function analysisOf(patents: readonly API.EnterprisePatent[]): API.EnterpriseAnalysis {
  const years = new Map<number, API.YearCount>();
  const bucket = (year: number) => {
    const entry = years.get(year) ?? { year, applications: 0, grants: 0 };
    years.set(year, entry);
    return entry;
  };
  const patentTypes: Record<API.PatentType, number> = { invention: 0, utility: 0, design: 0 };
  const legalStatuses: Record<API.LegalStatus, number> = { valid: 0, pending: 0, invalid: 0 };
  for (const patent of patents) {
    bucket(Number(patent.applicationDate.slice(0, 4))).applications += 1;
    if (patent.grantDate) bucket(Number(patent.grantDate.slice(0, 4))).grants += 1;
    patentTypes[patent.patentType] += 1;
    legalStatuses[patent.legalStatus] += 1;
  }
  return {
    yearly: [...years.values()].sort((a, b) => a.year - b.year),
    patentTypes,
    legalStatuses,
    // Designs are classed by Locarno, not IPC, so they stay out of the IPC ranking.
    ipcSubclasses: topCounts(
      patents.filter((p) => p.patentType !== 'design').map((p) => p.ipc.slice(0, 4)),
      10,
    ),
    inventors: topCounts(
      patents.flatMap((p) => p.inventors),
      10,
    ),
  };
}

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
