import { DICT_CODE_TRANSACTION_TYPE } from '../../src/constants';
import { ENTERPRISES, contactPhone, personName, type Enterprise } from './parties';
import { applicationCheckDigit } from '../../src/domain/patent';
import { TRANSACTION_TYPES as TRANSACTION_TYPE_VALUES, type TransactionType } from '../../src/domain/transaction';
import { createRandom, dateBefore, dateTimeBefore, hashSeed, REFERENCE_DATE } from './random';

/**
 * Seed data of the IP transaction index (the operations list): the transaction-type dictionary and
 * 52 listings of patents held by the enterprises in ./parties. The numbers are valid CNIPA
 * application numbers (year, type digit, serial, check digit) with `ZL` in front.
 */

/** Transaction types, dictionary code `ipc_transaction_type`, sortNo 7 (first) down to 1. */
const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  transfer: '转让',
  exclusive_licence: '独占许可',
  sole_licence: '排他许可',
  ordinary_licence: '普通许可',
  open_licence: '开放许可',
  pledge: '质押',
  equity: '作价入股',
};
export const TRANSACTION_TYPES: readonly API.DictItem[] = TRANSACTION_TYPE_VALUES.map((value, index, all) => ({
  id: `dict-${DICT_CODE_TRANSACTION_TYPE}-${index + 1}`,
  code: DICT_CODE_TRANSACTION_TYPE,
  label: TRANSACTION_TYPE_LABELS[value],
  value,
  sortNo: all.length - index,
}));

/** Patent type ↔ the type digit (5th digit) of the application number. */
const PATENT_TYPE_DIGIT: Record<API.PatentType, string> = { invention: '1', utility: '2', design: '3' };

type CatalogueEntry = { title: string; ipc: string; type: API.PatentType; profession: string };

const inv = (title: string, ipc: string, profession: string): CatalogueEntry => ({ title, ipc, type: 'invention', profession });
const utl = (title: string, ipc: string, profession: string): CatalogueEntry => ({ title, ipc, type: 'utility', profession });
/** Designs carry no IPC: their `ipc` is the Locarno class (e.g. `09-03`), as CNIPA records show. */
const dsn = (title: string, locarno: string, profession: string): CatalogueEntry => ({ title, ipc: locarno, type: 'design', profession });

const CATALOGUE: readonly CatalogueEntry[] = [
  inv('一种高阻隔聚酰胺复合薄膜及其制备方法', 'B32B 27/34', 'new_materials'),
  inv('一种耐高温改性聚苯硫醚材料及其制备方法', 'C08L 81/02', 'new_materials'),
  utl('一种石墨烯导热膜连续压延装置', 'B29C 43/24', 'new_materials'),
  inv('一种可降解聚乳酸复合材料及其制备方法', 'C08L 67/04', 'new_materials'),
  inv('一种治疗2型糖尿病的药物组合物及其制备方法', 'A61K 31/155', 'biomedicine'),
  inv('一种人源化抗PD-1单克隆抗体的纯化方法', 'C07K 1/22', 'biomedicine'),
  inv('一种注射用缓释微球及其制备方法', 'A61K 9/16', 'biomedicine'),
  inv('一种中药提取物冻干粉的制备工艺', 'A61K 36/00', 'biomedicine'),
  utl('一种用于原料药结晶的恒温搅拌釜', 'B01D 9/02', 'biomedicine'),
  utl('一种便携式血糖检测仪', 'A61B 5/145', 'medical_devices'),
  utl('一种防回流一次性输液器', 'A61M 5/14', 'medical_devices'),
  dsn('医用雾化器', '24-02', 'medical_devices'),
  inv('一种船体分段自动焊接机器人及其控制方法', 'B23K 37/02', 'shipbuilding_marine'),
  utl('一种船用螺旋桨叶片抛光装置', 'B24B 19/14', 'shipbuilding_marine'),
  utl('一种海洋平台用防腐蚀牺牲阳极', 'C23F 13/16', 'shipbuilding_marine'),
  inv('一种大型集装箱船舱口盖的液压启闭系统', 'B63B 19/19', 'shipbuilding_marine'),
  inv('一种环氧化合物的连续化生产工艺', 'C07D 301/12', 'chemicals'),
  inv('一种环保型水性聚氨酯涂料及其制备方法', 'C09D 175/04', 'chemicals'),
  utl('一种化工废气回收冷凝装置', 'B01D 5/00', 'chemicals'),
  inv('一种耐盐碱水稻的育秧基质及其制备方法', 'A01G 24/00', 'modern_agriculture'),
  utl('一种河蟹养殖池塘用自动投饵装置', 'A01K 61/80', 'modern_agriculture'),
  utl('一种垛田蔬菜用移动式喷灌装置', 'A01G 25/09', 'modern_agriculture'),
  inv('一种低糖黄桥烧饼及其制作方法', 'A21D 13/00', 'food'),
  dsn('包装盒（香葱）', '09-03', 'food'),
  inv('一种速冻河蟹的保鲜加工方法', 'A23B 4/06', 'food'),
  utl('一种不锈钢餐具自动抛光生产线', 'B24B 27/00', 'intelligent_manufacturing'),
  dsn('不锈钢保温杯', '07-01', 'intelligent_manufacturing'),
  inv('一种基于机器视觉的不锈钢管材缺陷检测方法', 'G06T 7/00', 'intelligent_manufacturing'),
  inv('一种协作机器人关节力矩的标定方法', 'B25J 9/16', 'intelligent_manufacturing'),
  utl('一种多层柔性线路板的压合治具', 'H05K 3/46', 'electronics'),
  inv('一种低功耗蓝牙定位标签及其定位方法', 'H04W 4/029', 'electronics'),
  dsn('智能温控器', '10-04', 'electronics'),
  utl('一种数控机床用自动排屑装置', 'B23Q 11/00', 'high_end_equipment'),
  inv('一种精密注塑模具的随形冷却水路及其加工方法', 'B29C 45/73', 'high_end_equipment'),
  utl('一种液压支架立柱的快速检测装置', 'G01M 13/00', 'high_end_equipment'),
  inv('一种N型TOPCon光伏电池的制备方法', 'H01L 31/18', 'new_energy'),
  utl('一种光伏组件清洁机器人', 'H02S 40/10', 'new_energy'),
  inv('一种储能变流器的并离网切换控制方法', 'H02J 3/32', 'new_energy'),
  inv('一种锂离子电池高镍正极材料及其制备方法', 'H01M 4/525', 'new_energy'),
  inv('一种基于深度学习的工业设备故障预测方法', 'G06N 3/08', 'next_gen_it'),
  inv('一种政务数据分级存储与检索方法', 'G06F 16/00', 'next_gen_it'),
  utl('一种汽车座椅滑轨锁止机构', 'B60N 2/07', 'automotive_parts'),
  inv('一种铝合金转向节的低压铸造工艺', 'B22D 18/04', 'automotive_parts'),
  inv('一种印染废水的膜分离回用方法', 'C02F 9/00', 'energy_saving'),
  utl('一种污水处理用微孔曝气装置', 'C02F 3/20', 'energy_saving'),
  inv('一种垃圾焚烧飞灰的固化处理方法', 'B09B 3/00', 'energy_saving'),
  inv('一种抗菌防螨复合面料及其制备方法', 'D03D 15/00', 'textiles_apparel'),
  dsn('男式衬衫', '02-02', 'textiles_apparel'),
  utl('一种纺织品连续烘干定型装置', 'D06C 7/02', 'textiles_apparel'),
  inv('一种晶圆级芯片尺寸封装结构及其制造方法', 'H01L 23/31', 'integrated_circuits'),
  utl('一种芯片测试用探针卡', 'G01R 1/073', 'integrated_circuits'),
  inv('一种半导体激光器的散热封装方法', 'H01S 5/024', 'integrated_circuits'),
];

const SENTENCES_COMMON = [
  '专利权属清晰，无质押、无许可纠纷，年费已按期缴纳。',
  '该技术已完成中试验证，相关产品通过第三方检测，具备规模化生产条件。',
  '可提供工艺包与技术交底，并派技术人员现场指导不少于三个月。',
  '交易完成后协助办理专利权著录项目变更登记手续。',
  '同族已申请PCT国际专利，可一并洽谈。',
  '技术适用于中小企业产线改造，投入少、见效快。',
];

const SENTENCES_BY_TYPE: Record<string, readonly string[]> = {
  transfer: ['拟整体转让专利权，受让方需具备相应的生产能力。', '因企业业务调整，现对外转让该专利，价格可分期支付。'],
  exclusive_licence: ['独占许可期限五年，许可地域为中国大陆，许可期内权利人本人亦不实施。'],
  sole_licence: ['排他许可期限三年，许可地域为江苏省，权利人保留自行实施的权利。'],
  ordinary_licence: ['普通许可，可同时许可多家企业实施，许可期限一至三年可选。'],
  open_licence: ['已在国家知识产权局开放许可平台发布声明，许可使用费按年支付，任何单位书面通知后即可实施。'],
  pledge: ['拟以该专利权向银行申请质押融资，已完成第三方价值评估。'],
  equity: ['拟以专利权作价入股，与有生产条件的企业合作设立项目公司，股权比例面议。'],
};

/** Listing price in yuan for a transaction type (licence prices are per year). */
const PRICE_RANGE_WAN: Record<string, [number, number]> = {
  transfer: [3, 180],
  exclusive_licence: [5, 60],
  sole_licence: [3, 40],
  ordinary_licence: [1, 15],
  open_licence: [1, 5],
  pledge: [50, 800],
  equity: [100, 1500],
};

/** Relative frequency of each transaction type among the seeded listings. */
const TYPE_WEIGHTS: ReadonlyArray<[string, number]> = [
  ['transfer', 7],
  ['exclusive_licence', 2],
  ['sole_licence', 2],
  ['ordinary_licence', 3],
  ['open_licence', 3],
  ['pledge', 2],
  ['equity', 1],
];

/** Publisher (user) id of an enterprise's listings; the first enterprise belongs to mock `user` u-1001. */
function publisherIdOf(enterpriseIndex: number): string {
  return enterpriseIndex === 0 ? 'u-1001' : `u-${2001 + enterpriseIndex}`;
}

/** Grant lag after filing, in days: inventions take years, utility models and designs months. */
const GRANT_LAG_DAYS: Record<API.PatentType, [number, number]> = {
  invention: [540, 1100],
  utility: [150, 300],
  design: [100, 240],
};

/** Relative frequency of each trade method: most listings are ordinary listed sales. */
const TRADE_METHOD_WEIGHTS: ReadonlyArray<[API.TradeMethod, number]> = [
  ['listed', 7],
  ['negotiated', 2],
  ['auction', 1],
];

/** A listing runs for one year from publication; publishers renew it a year at a time. */
export const LISTING_TERM_YEARS = 1;

/** `YYYY-MM-DD` `years` calendar years after the date part of `dateTime` (29 Feb falls back to 28 Feb). */
export function yearsAfter(dateTime: string, years: number): string {
  const [y, m, d] = dateTime.slice(0, 10).split('-').map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCDate() !== d) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/**
 * Trade method and validity of the seeded listings, from a random source of their own so the
 * listings' other fields stay as they were. A listing older than its term was renewed by most
 * publishers (valid until the coming anniversary); about a third were not and have expired.
 */
function addTerms(listings: API.TransactionIndex[]) {
  const random = createRandom(20261121);
  const total = TRADE_METHOD_WEIGHTS.reduce((acc, [, w]) => acc + w, 0);
  const pickMethod = (): API.TradeMethod => {
    let roll = random.next() * total;
    for (const [method, weight] of TRADE_METHOD_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return method;
    }
    return 'listed';
  };
  for (const listing of listings) {
    listing.tradeMethod = pickMethod();
    let years = LISTING_TERM_YEARS;
    const renewed = random.next() >= 1 / 3;
    while (renewed && yearsAfter(listing.publishTime, years) <= REFERENCE_DATE) years += 1;
    listing.validUntil = yearsAfter(listing.publishTime, years);
  }
}

/** The seeded listings, built afresh on each call so the in-memory store owns its copy. */
export function seedListings(): API.TransactionIndex[] {
  const random = createRandom(20261120);
  const totalWeight = TYPE_WEIGHTS.reduce((acc, [, w]) => acc + w, 0);
  const pickType = () => {
    let roll = random.next() * totalWeight;
    for (const [value, weight] of TYPE_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return 'transfer';
  };
  const roundRobin = new Map<string, number>();
  const holderOf = (profession: string): Enterprise => {
    const holders = ENTERPRISES.filter((e) => e.profession === profession);
    const turn = roundRobin.get(profession) ?? 0;
    roundRobin.set(profession, turn + 1);
    return holders[turn % holders.length];
  };

  const listings = CATALOGUE.map((entry) => {
    const holder = holderOf(entry.profession);
    const publishDays = random.int(0, 1090);
    const [lagMin, lagMax] = GRANT_LAG_DAYS[entry.type];
    const grantDays = publishDays + random.int(20, 700);
    const applicationDays = grantDays + random.int(lagMin, lagMax);
    const applicationDate = dateBefore(applicationDays);
    const serial = String(random.int(1, 1_999_999)).padStart(7, '0');
    const twelve = `${applicationDate.slice(0, 4)}${PATENT_TYPE_DIGIT[entry.type]}${serial}`;
    const transactionType = pickType();
    const negotiable = random.next() < 0.25;
    const [minWan, maxWan] = PRICE_RANGE_WAN[transactionType];
    const price = negotiable ? 0 : random.int(minWan * 10, maxWan * 10) * 1000;
    // Only older patents lapse for an unpaid annuity, and a lapsed one can only be sold for restoration.
    const lapsed = transactionType === 'transfer' && applicationDays - publishDays > 4 * 365 && random.next() < 0.5;
    const legalStatus: API.LegalStatus = lapsed ? 'invalid' : 'valid';
    const sentences = [
      ...random.shuffle(SENTENCES_BY_TYPE[transactionType]).slice(0, 1),
      ...random.shuffle(SENTENCES_COMMON).slice(0, random.int(1, 3)),
    ];
    if (legalStatus === 'invalid') sentences.push('因未缴年费终止，仍在恢复期内，可协助办理权利恢复。');
    const listing: API.TransactionIndex = {
      id: '',
      patentNo: `ZL${twelve}.${applicationCheckDigit(twelve)}`,
      title: entry.title,
      patentType: entry.type,
      legalStatus,
      legalStatusReason: legalStatus === 'invalid' ? '未缴年费' : undefined,
      ipc: entry.ipc,
      applicant: holder.name,
      applicantCreditCode: holder.creditCode,
      district: holder.district.name,
      profession: entry.profession,
      applicationDate,
      grantDate: dateBefore(grantDays),
      transactionType,
      price,
      negotiable,
      contactName: personName(random),
      contactPhone: contactPhone(random, holder.district.region),
      region: holder.district.region,
      description: sentences.join(''),
      publishTime: dateTimeBefore(publishDays, random.int(8 * 60, 18 * 60)),
      publisherId: publisherIdOf(ENTERPRISES.indexOf(holder)),
    };
    return listing;
  });

  // The two most recently filed inventions offered for transfer or licence are still under
  // examination: pledge, open licence and equity need a granted patent.
  const pendingCandidates = listings
    .filter((l) => l.patentType === 'invention' && l.legalStatus === 'valid')
    .filter((l) => !['pledge', 'open_licence', 'equity'].includes(l.transactionType))
    .sort((a, b) => (b.applicationDate ?? '').localeCompare(a.applicationDate ?? ''));
  for (const listing of pendingCandidates.slice(0, 2)) {
    listing.legalStatus = 'pending';
    listing.legalStatusReason = '实质审查中';
    listing.grantDate = undefined;
    listing.description = `该申请已进入实质审查阶段，${listing.description}`;
  }

  // Oldest first gets the lowest id, so ids follow publication order. Every seeded listing has
  // passed the platform's review (issue 16).
  listings.sort((a, b) => a.publishTime.localeCompare(b.publishTime));
  listings.forEach((listing, index) => {
    listing.id = `tx-${String(index + 1).padStart(4, '0')}`;
    listing.listingStatus = 'listed';
  });
  addTerms(listings);
  return listings;
}

/** Id number the next created listing gets. */
export const FIRST_NEW_LISTING_NUMBER = CATALOGUE.length + 1;

/** A stable seed for per-user recommendation order. */
export const recommendationSeed = (userId: string) => hashSeed(`activePush:${userId}`);

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
