import type { Region } from '../../src/constants';
import { createRandom, creditCode, hashSeed, type Random } from './random';

/**
 * The fictitious enterprises, patent agencies and people of the mock data. Names are invented (any
 * likeness to a real firm is accidental); places, division codes and phone formats are real. A
 * credit code is derived from the name alone, so the same name carries the same code everywhere.
 */

/** A portal's region (src/constants.ts). */
export type RegionCode = Region;

export type District = {
  name: string;
  region: RegionCode;
  /** GB/T 2260 county-level division code, the 3rd–8th characters of a credit code. */
  divisionCode: string;
  /** Prefix of the district market regulator's penalty decision numbers. */
  penaltyPrefix: string;
  /** The district's market regulator (it decides agency penalties). */
  regulator: string;
};

export const DISTRICTS: Record<string, District> = {
  海陵区: {
    name: '海陵区',
    region: 'taizhou',
    divisionCode: '321202',
    penaltyPrefix: '泰海市监处罚',
    regulator: '泰州市海陵区市场监督管理局',
  },
  高港区: {
    name: '高港区',
    region: 'taizhou',
    divisionCode: '321203',
    penaltyPrefix: '泰高市监处罚',
    regulator: '泰州市高港区市场监督管理局',
  },
  姜堰区: {
    name: '姜堰区',
    region: 'taizhou',
    divisionCode: '321204',
    penaltyPrefix: '泰姜市监处罚',
    regulator: '泰州市姜堰区市场监督管理局',
  },
  兴化市: { name: '兴化市', region: 'taizhou', divisionCode: '321281', penaltyPrefix: '兴市监处罚', regulator: '兴化市市场监督管理局' },
  靖江市: { name: '靖江市', region: 'taizhou', divisionCode: '321282', penaltyPrefix: '靖市监处罚', regulator: '靖江市市场监督管理局' },
  泰兴市: { name: '泰兴市', region: 'taizhou', divisionCode: '321283', penaltyPrefix: '泰兴市监处罚', regulator: '泰兴市市场监督管理局' },
  泰州医药高新区: {
    name: '泰州医药高新区',
    region: 'taizhou',
    divisionCode: '321271',
    penaltyPrefix: '泰医市监处罚',
    regulator: '泰州医药高新技术产业开发区市场监督管理局',
  },
  苏州工业园区: {
    name: '苏州工业园区',
    region: 'suzhou',
    divisionCode: '320571',
    penaltyPrefix: '苏园市监处罚',
    regulator: '苏州工业园区市场监督管理局',
  },
  吴中区: {
    name: '吴中区',
    region: 'suzhou',
    divisionCode: '320506',
    penaltyPrefix: '苏吴中市监处罚',
    regulator: '苏州市吴中区市场监督管理局',
  },
  昆山市: { name: '昆山市', region: 'suzhou', divisionCode: '320583', penaltyPrefix: '昆市监处罚', regulator: '昆山市市场监督管理局' },
  张家港市: {
    name: '张家港市',
    region: 'suzhou',
    divisionCode: '320582',
    penaltyPrefix: '张市监处罚',
    regulator: '张家港市市场监督管理局',
  },
  常熟市: { name: '常熟市', region: 'suzhou', divisionCode: '320581', penaltyPrefix: '常市监处罚', regulator: '常熟市市场监督管理局' },
  // Issue 4: the rest of Suzhou's county-level divisions, for the enterprise and agency directories.
  姑苏区: {
    name: '姑苏区',
    region: 'suzhou',
    divisionCode: '320508',
    penaltyPrefix: '苏姑市监处罚',
    regulator: '苏州市姑苏区市场监督管理局',
  },
  虎丘区: {
    name: '虎丘区',
    region: 'suzhou',
    divisionCode: '320505',
    penaltyPrefix: '苏高新市监处罚',
    regulator: '苏州高新区（虎丘区）市场监督管理局',
  },
  相城区: {
    name: '相城区',
    region: 'suzhou',
    divisionCode: '320507',
    penaltyPrefix: '苏相市监处罚',
    regulator: '苏州市相城区市场监督管理局',
  },
  吴江区: {
    name: '吴江区',
    region: 'suzhou',
    divisionCode: '320509',
    penaltyPrefix: '苏吴江市监处罚',
    regulator: '苏州市吴江区市场监督管理局',
  },
  太仓市: { name: '太仓市', region: 'suzhou', divisionCode: '320585', penaltyPrefix: '太市监处罚', regulator: '太仓市市场监督管理局' },
};

/** Profession dictionary (value, label): the industries enterprises and listings belong to. */
export const PROFESSIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'biomedicine', label: '生物医药' },
  { value: 'medical_devices', label: '医疗器械' },
  { value: 'new_energy', label: '新能源' },
  { value: 'new_energy_vehicles', label: '新能源汽车' },
  { value: 'high_end_equipment', label: '高端装备制造' },
  { value: 'shipbuilding_marine', label: '船舶与海洋工程' },
  { value: 'new_materials', label: '新材料' },
  { value: 'integrated_circuits', label: '集成电路' },
  { value: 'next_gen_it', label: '新一代信息技术' },
  { value: 'electronics', label: '电子信息' },
  { value: 'intelligent_manufacturing', label: '智能制造' },
  { value: 'energy_saving', label: '节能环保' },
  { value: 'modern_agriculture', label: '现代农业' },
  { value: 'chemicals', label: '化工' },
  { value: 'textiles_apparel', label: '纺织服装' },
  { value: 'food', label: '食品' },
  { value: 'automotive_parts', label: '汽车及零部件' },
  { value: 'construction_materials', label: '建筑建材' },
  { value: 'digital_economy', label: '数字经济' },
  { value: 'cultural_creative', label: '文化创意' },
];

export type Enterprise = {
  name: string;
  creditCode: string;
  district: District;
  /** Profession dictionary value. */
  profession: string;
};

const enterprise = (name: string, districtName: string, profession: string): Enterprise => {
  const district = DISTRICTS[districtName];
  return { name, district, profession, creditCode: creditCode(createRandom(hashSeed(name)), district.divisionCode) };
};

/** Patent holders that list patents for trading. The first is the mock `user` account's enterprise. */
export const ENTERPRISES: readonly Enterprise[] = [
  enterprise('泰州海正新材料科技有限公司', '高港区', 'new_materials'),
  enterprise('泰州康瑞生物医药有限公司', '泰州医药高新区', 'biomedicine'),
  enterprise('江苏泽恩医疗器械有限公司', '泰州医药高新区', 'medical_devices'),
  enterprise('泰州贝源制药有限公司', '泰州医药高新区', 'biomedicine'),
  enterprise('靖江盛航船舶配件有限公司', '靖江市', 'shipbuilding_marine'),
  enterprise('江苏新扬帆海洋工程装备有限公司', '靖江市', 'shipbuilding_marine'),
  enterprise('泰兴市恒润精细化工有限公司', '泰兴市', 'chemicals'),
  enterprise('江苏泰兴华晨新材料有限公司', '泰兴市', 'new_materials'),
  enterprise('兴化市绿禾农业科技有限公司', '兴化市', 'modern_agriculture'),
  enterprise('兴化市金穗不锈钢制品有限公司', '兴化市', 'intelligent_manufacturing'),
  enterprise('兴化市千垛食品有限公司', '兴化市', 'food'),
  enterprise('泰州市姜堰区华晟电子科技有限公司', '姜堰区', 'electronics'),
  enterprise('泰州溱湖智能装备有限公司', '姜堰区', 'high_end_equipment'),
  enterprise('泰州凤城光伏科技有限公司', '海陵区', 'new_energy'),
  enterprise('泰州市海陵区智联信息技术有限公司', '海陵区', 'next_gen_it'),
  enterprise('泰州永晟汽车零部件有限公司', '高港区', 'automotive_parts'),
  enterprise('江苏港城环保科技有限公司', '高港区', 'energy_saving'),
  enterprise('泰州锦绣纺织服饰有限公司', '姜堰区', 'textiles_apparel'),
  enterprise('苏州澄芯光电科技有限公司', '苏州工业园区', 'integrated_circuits'),
  enterprise('苏州吴中智造机器人有限公司', '吴中区', 'intelligent_manufacturing'),
  enterprise('昆山瑞鑫精密模具有限公司', '昆山市', 'high_end_equipment'),
  enterprise('张家港市永顺新能源科技有限公司', '张家港市', 'new_energy'),
  enterprise('常熟市锦程纺织有限公司', '常熟市', 'textiles_apparel'),
];

export type Agency = {
  name: string;
  creditCode: string;
  district: District;
  /** False for firms doing agency work without a CNIPA licence. */
  licensed: boolean;
  /**
   * Issue 4: CNIPA agency code (专利代理机构执业许可证号, five digits, Jiangsu's start with 32), seeded
   * by the name and unique; absent for an unlicensed firm.
   */
  licenceNo?: string;
};

const licenceNos = new Set<string>();

/** A licence number seeded by the name, unique among the agencies declared so far. */
function licenceNo(name: string): string {
  const random = createRandom(hashSeed(`licence:${name}`));
  let code: string;
  do {
    code = `32${random.int(100, 999)}`;
  } while (licenceNos.has(code));
  licenceNos.add(code);
  return code;
}

const agency = (name: string, districtName: string, licensed: boolean): Agency => {
  const district = DISTRICTS[districtName];
  return {
    name,
    district,
    licensed,
    creditCode: creditCode(createRandom(hashSeed(name)), district.divisionCode),
    ...(licensed ? { licenceNo: licenceNo(name) } : {}),
  };
};

/** Parties of the agency penalty notices. */
export const AGENCIES: readonly Agency[] = [
  agency('泰州鼎诚专利代理事务所（普通合伙）', '海陵区', true),
  agency('泰州华瑞知识产权代理有限公司', '海陵区', true),
  agency('泰州润智专利代理事务所（普通合伙）', '高港区', true),
  agency('泰州知恒专利代理事务所（普通合伙）', '姜堰区', true),
  agency('兴化博远专利代理事务所（普通合伙）', '兴化市', true),
  agency('靖江创和专利代理事务所（普通合伙）', '靖江市', true),
  agency('泰兴睿信知识产权代理有限公司', '泰兴市', true),
  agency('泰州卓远专利代理事务所（特殊普通合伙）', '泰州医药高新区', true),
  agency('泰州智汇企业管理咨询有限公司', '海陵区', false),
  agency('泰州启明知识产权服务有限公司', '高港区', false),
  agency('靖江市金桥商务信息咨询有限公司', '靖江市', false),
  agency('兴化市众诚科技服务有限公司', '兴化市', false),
  agency('苏州信衡专利代理事务所（普通合伙）', '苏州工业园区', true),
  agency('昆山正源知识产权代理有限公司', '昆山市', true),
  agency('苏州锐思知识产权服务有限公司', '吴中区', false),
];

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '朱',
  '马',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '钱',
  '顾',
  '沈',
];
const GIVEN_NAMES = [
  '建华',
  '敏',
  '伟',
  '芳',
  '静',
  '帆',
  '磊',
  '晓燕',
  '涛',
  '婷',
  '亮',
  '丽',
  '军',
  '骏',
  '蓉',
  '强',
  '慧',
  '峰',
  '洁',
  '斌',
  '志刚',
  '雪梅',
  '海燕',
  '国庆',
  '文博',
  '雨桐',
];

/** A realistic personal name. */
export const personName = (random: Random) => random.pick(SURNAMES) + random.pick(GIVEN_NAMES);

const AREA_CODE: Record<RegionCode, string> = { taizhou: '0523', suzhou: '0512' };
const MOBILE_PREFIXES = ['139', '138', '137', '136', '135', '158', '159', '187', '188', '151', '152', '180', '189', '133', '177', '199'];

/** A contact phone: a landline of the region (0523-8xxxxxxx for Taizhou) or a mainland mobile. */
export function contactPhone(random: Random, region: RegionCode): string {
  if (random.next() < 0.45) {
    const leading = region === 'taizhou' ? '8' : random.pick(['5', '6', '8']);
    return `${AREA_CODE[region]}-${leading}${random.digits(7)}`;
  }
  return random.pick(MOBILE_PREFIXES) + random.digits(8);
}

/**
 * Issue 4: licensed agencies beyond the penalty parties, so the agency directory covers both
 * regions (most of them in Suzhou, whose portal shows the directory). Kept apart from AGENCIES so
 * the penalty notices seeded from AGENCIES stay as they are.
 */
export const MORE_AGENCIES: readonly Agency[] = [
  agency('苏州创元专利商标事务所有限公司', '姑苏区', true),
  agency('苏州启华专利代理事务所（普通合伙）', '姑苏区', true),
  agency('苏州科联知识产权代理有限公司', '虎丘区', true),
  agency('苏州高新区卓知专利代理事务所（普通合伙）', '虎丘区', true),
  agency('苏州园区明德专利代理有限公司', '苏州工业园区', true),
  agency('苏州睿博知识产权代理有限公司', '苏州工业园区', true),
  agency('苏州金阊专利代理事务所（特殊普通合伙）', '苏州工业园区', true),
  agency('苏州吴韵知识产权代理事务所（普通合伙）', '吴中区', true),
  agency('苏州太湖专利代理有限公司', '吴中区', true),
  agency('苏州相诚专利代理事务所（普通合伙）', '相城区', true),
  agency('苏州市吴江东恒专利代理有限公司', '吴江区', true),
  agency('苏州松陵知识产权代理事务所（普通合伙）', '吴江区', true),
  agency('常熟市虞山专利代理事务所（普通合伙）', '常熟市', true),
  agency('常熟市常信知识产权代理有限公司', '常熟市', true),
  agency('张家港市港城专利代理事务所（普通合伙）', '张家港市', true),
  agency('张家港智海知识产权代理有限公司', '张家港市', true),
  agency('昆山汇智专利代理事务所（普通合伙）', '昆山市', true),
  agency('昆山鹿城知识产权代理有限公司', '昆山市', true),
  agency('太仓娄东专利代理事务所（普通合伙）', '太仓市', true),
  agency('太仓市港口知识产权服务有限公司', '太仓市', true),
  agency('泰州天泽专利代理事务所（普通合伙）', '海陵区', true),
  agency('泰州医药城知识产权代理有限公司', '泰州医药高新区', true),
  agency('靖江长江专利代理事务所（普通合伙）', '靖江市', true),
];

/** Issue 4: every licensed agency of the agency directory (penalty parties first). */
export const DIRECTORY_AGENCIES: readonly Agency[] = [...AGENCIES.filter((a) => a.licensed), ...MORE_AGENCIES];

/** Name parts of the generated enterprises: business words by profession. */
const TRADE_WORDS: Record<string, readonly string[]> = {
  biomedicine: ['生物医药', '制药', '生物科技', '药业'],
  medical_devices: ['医疗器械', '医疗科技', '医学科技'],
  new_energy: ['新能源科技', '光伏科技', '储能技术', '氢能科技'],
  new_energy_vehicles: ['新能源汽车', '动力电池', '电驱动科技'],
  high_end_equipment: ['精密机械', '智能装备', '重工机械', '流体设备'],
  shipbuilding_marine: ['船舶配件', '海洋工程', '船舶设备'],
  new_materials: ['新材料科技', '纳米材料', '高分子材料', '特种合金'],
  integrated_circuits: ['半导体', '微电子', '集成电路', '芯片科技'],
  next_gen_it: ['信息技术', '软件科技', '数据科技', '通信技术'],
  electronics: ['电子科技', '光电科技', '电子元件'],
  intelligent_manufacturing: ['智能制造', '自动化科技', '机器人'],
  energy_saving: ['环保科技', '节能技术', '水处理设备'],
  modern_agriculture: ['农业科技', '生态农业', '种业'],
  chemicals: ['化工', '精细化工', '化学品'],
  textiles_apparel: ['纺织', '服饰', '化纤'],
  food: ['食品', '调味品', '粮油'],
  automotive_parts: ['汽车零部件', '汽车部件', '传动系统'],
  construction_materials: ['建材', '新型建材', '装配式建筑'],
  digital_economy: ['数字科技', '网络科技', '智慧城市'],
  cultural_creative: ['文化创意', '工艺品', '数字文化'],
};

const BRANDS = [
  '恒瑞',
  '华泰',
  '远航',
  '天诚',
  '博瑞',
  '中科',
  '新华',
  '凯达',
  '宏图',
  '永鑫',
  '金源',
  '海达',
  '鼎盛',
  '瑞丰',
  '嘉禾',
  '长青',
  '正大',
  '汇川',
  '信达',
  '明阳',
  '华芯',
  '盛泰',
  '润达',
  '精工',
  '联创',
  '万邦',
  '星辰',
  '晨光',
  '卓越',
  '东方',
  '亚太',
  '德林',
  '科宇',
  '思源',
  '泽宇',
  '宝丰',
  '同创',
  '中远',
  '易达',
  '天合',
  '通润',
  '沃德',
  '恒力',
  '安芯',
  '迈克',
  '纳微',
  '英诺',
  '优尼',
  '百川',
  '友联',
  '格林',
  '蓝海',
  '凌云',
  '弘毅',
  '立德',
  '伟业',
  '瑞普',
  '和信',
  '启迪',
  '奥特',
];

/** Where a generated enterprise is registered, by region, with the place word its name carries. */
const PLACE_WORDS: Record<string, readonly string[]> = {
  海陵区: ['泰州', '江苏'],
  高港区: ['泰州', '江苏'],
  姜堰区: ['泰州市姜堰区', '泰州'],
  兴化市: ['兴化市', '江苏'],
  靖江市: ['靖江', '江苏'],
  泰兴市: ['泰兴市', '江苏'],
  泰州医药高新区: ['泰州', '江苏'],
  苏州工业园区: ['苏州', '江苏'],
  吴中区: ['苏州', '江苏'],
  昆山市: ['昆山', '江苏'],
  张家港市: ['张家港', '江苏'],
  常熟市: ['常熟市', '江苏'],
  姑苏区: ['苏州', '江苏'],
  虎丘区: ['苏州', '江苏'],
  相城区: ['苏州', '江苏'],
  吴江区: ['苏州市吴江', '江苏'],
  太仓市: ['太仓', '江苏'],
};

/** Industries a district is known for (the generator leans on them). */
const DISTRICT_PROFESSIONS: Record<string, readonly string[]> = {
  海陵区: ['next_gen_it', 'new_energy', 'digital_economy', 'cultural_creative'],
  高港区: ['new_materials', 'automotive_parts', 'energy_saving', 'high_end_equipment'],
  姜堰区: ['electronics', 'high_end_equipment', 'textiles_apparel', 'construction_materials'],
  兴化市: ['modern_agriculture', 'food', 'intelligent_manufacturing', 'new_materials'],
  靖江市: ['shipbuilding_marine', 'high_end_equipment', 'new_energy'],
  泰兴市: ['chemicals', 'new_materials', 'energy_saving'],
  泰州医药高新区: ['biomedicine', 'medical_devices', 'biomedicine'],
  苏州工业园区: ['integrated_circuits', 'biomedicine', 'next_gen_it', 'new_materials', 'medical_devices'],
  吴中区: ['intelligent_manufacturing', 'medical_devices', 'cultural_creative'],
  昆山市: ['electronics', 'high_end_equipment', 'integrated_circuits', 'new_energy_vehicles'],
  张家港市: ['new_energy', 'new_materials', 'chemicals', 'food'],
  常熟市: ['textiles_apparel', 'automotive_parts', 'new_energy_vehicles'],
  姑苏区: ['digital_economy', 'cultural_creative', 'next_gen_it'],
  虎丘区: ['electronics', 'medical_devices', 'new_materials', 'integrated_circuits'],
  相城区: ['new_energy_vehicles', 'digital_economy', 'intelligent_manufacturing'],
  吴江区: ['textiles_apparel', 'next_gen_it', 'electronics'],
  太仓市: ['high_end_equipment', 'automotive_parts', 'new_materials'],
};

/**
 * Hand-picked names of the directory, covering the realistic awkward cases: full-width and ASCII
 * brackets (branch offices, foreign-invested firms) and a just-founded firm without patents.
 */
const NOTABLE_ENTERPRISES: readonly Enterprise[] = [
  enterprise('江苏恒瑞医药（泰州）有限公司', '泰州医药高新区', 'biomedicine'),
  enterprise('泰州康瑞生物医药有限公司研发中心（分支机构）', '泰州医药高新区', 'biomedicine'),
  enterprise('安芯(AnCore)半导体（苏州）有限公司', '苏州工业园区', 'integrated_circuits'),
  enterprise('苏州纳微新材料科技（集团）股份有限公司', '苏州工业园区', 'new_materials'),
  enterprise('江苏长江海洋工程装备股份有限公司', '靖江市', 'shipbuilding_marine'),
  enterprise('苏州太湖锦鲤文化创意有限公司', '吴中区', 'cultural_creative'),
  enterprise('泰州初创智能科技有限公司', '海陵区', 'next_gen_it'),
  enterprise('苏州新起点数字科技有限公司', '相城区', 'digital_economy'),
];

/** Issue 4: enterprises without any patent yet (founded recently), for the empty-portfolio state. */
export const PATENTLESS_ENTERPRISES: ReadonlySet<string> = new Set(['泰州初创智能科技有限公司', '苏州新起点数字科技有限公司']);

function generateEnterprises(count: number, taken: ReadonlySet<string>): Enterprise[] {
  const random = createRandom(4_2026);
  const names = new Set(taken);
  const districts = Object.keys(DISTRICTS);
  const result: Enterprise[] = [];
  while (result.length < count) {
    // Districts are picked evenly, so Suzhou (ten divisions) gets a few more than Taizhou (seven).
    const districtName = random.pick(districts);
    const profession = random.pick(DISTRICT_PROFESSIONS[districtName]);
    const suffix = random.next() < 0.2 ? '股份有限公司' : '有限公司';
    const name = `${random.pick(PLACE_WORDS[districtName])}${random.pick(BRANDS)}${random.pick(TRADE_WORDS[profession])}${suffix}`;
    if (names.has(name)) continue;
    names.add(name);
    result.push(enterprise(name, districtName, profession));
  }
  return result;
}

/**
 * Issue 4: the innovation subjects of the enterprise search. The transaction holders (ENTERPRISES)
 * come first, so every listing's applicant is an enterprise here with the same credit code; then
 * the notable names, then generated ones up to 240.
 */
export const ALL_ENTERPRISES: readonly Enterprise[] = (() => {
  const known = [...ENTERPRISES, ...NOTABLE_ENTERPRISES];
  return [...known, ...generateEnterprises(240 - known.length, new Set(known.map((e) => e.name)))];
})();

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
