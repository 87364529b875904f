import { createRandom, creditCode, hashSeed, type Random } from './random';

/**
 * The fictitious enterprises, patent agencies and people of the mock data. Names are invented (any
 * likeness to a real firm is accidental); places, division codes and phone formats are real. A
 * credit code is derived from the name alone, so the same name carries the same code everywhere.
 */

export type RegionCode = 'taizhou' | 'suzhou';

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
  海陵区: { name: '海陵区', region: 'taizhou', divisionCode: '321202', penaltyPrefix: '泰海市监处罚', regulator: '泰州市海陵区市场监督管理局' },
  高港区: { name: '高港区', region: 'taizhou', divisionCode: '321203', penaltyPrefix: '泰高市监处罚', regulator: '泰州市高港区市场监督管理局' },
  姜堰区: { name: '姜堰区', region: 'taizhou', divisionCode: '321204', penaltyPrefix: '泰姜市监处罚', regulator: '泰州市姜堰区市场监督管理局' },
  兴化市: { name: '兴化市', region: 'taizhou', divisionCode: '321281', penaltyPrefix: '兴市监处罚', regulator: '兴化市市场监督管理局' },
  靖江市: { name: '靖江市', region: 'taizhou', divisionCode: '321282', penaltyPrefix: '靖市监处罚', regulator: '靖江市市场监督管理局' },
  泰兴市: { name: '泰兴市', region: 'taizhou', divisionCode: '321283', penaltyPrefix: '泰兴市监处罚', regulator: '泰兴市市场监督管理局' },
  泰州医药高新区: { name: '泰州医药高新区', region: 'taizhou', divisionCode: '321271', penaltyPrefix: '泰医市监处罚', regulator: '泰州医药高新技术产业开发区市场监督管理局' },
  苏州工业园区: { name: '苏州工业园区', region: 'suzhou', divisionCode: '320571', penaltyPrefix: '苏园市监处罚', regulator: '苏州工业园区市场监督管理局' },
  吴中区: { name: '吴中区', region: 'suzhou', divisionCode: '320506', penaltyPrefix: '苏吴中市监处罚', regulator: '苏州市吴中区市场监督管理局' },
  昆山市: { name: '昆山市', region: 'suzhou', divisionCode: '320583', penaltyPrefix: '昆市监处罚', regulator: '昆山市市场监督管理局' },
  张家港市: { name: '张家港市', region: 'suzhou', divisionCode: '320582', penaltyPrefix: '张市监处罚', regulator: '张家港市市场监督管理局' },
  常熟市: { name: '常熟市', region: 'suzhou', divisionCode: '320581', penaltyPrefix: '常市监处罚', regulator: '常熟市市场监督管理局' },
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
};

const agency = (name: string, districtName: string, licensed: boolean): Agency => {
  const district = DISTRICTS[districtName];
  return { name, district, licensed, creditCode: creditCode(createRandom(hashSeed(name)), district.divisionCode) };
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

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '朱', '马', '胡', '郭', '何', '高', '林', '钱', '顾', '沈'];
const GIVEN_NAMES = ['建华', '敏', '伟', '芳', '静', '帆', '磊', '晓燕', '涛', '婷', '亮', '丽', '军', '骏', '蓉', '强', '慧', '峰', '洁', '斌', '志刚', '雪梅', '海燕', '国庆', '文博', '雨桐'];

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

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
