import { AGENCIES, type Agency } from './parties';
import { REFERENCE_DATE, createRandom, dateBefore } from './random';

/**
 * Seed data of the portal content lists: policy announcements, agency penalty notices (双公示
 * columns), news and IP finance products. Each list is returned newest first. News, announcements
 * and products are the Taizhou portal's own; penalty notices also name Suzhou agencies (the Suzhou
 * agency directory links to them), so they carry their region (`PUNISHMENT_REGIONS`, issue 16).
 */

const CITY_IP_OFFICE = '泰州市市场监督管理局（知识产权局）';
const CITY_FINANCE = '泰州市财政局';
const PROVINCE_IP_OFFICE = '江苏省知识产权局';
const PROTECTION_CENTRE = '泰州市知识产权保护中心';

const newestFirst = <T extends { publishDate?: string; id: string }>(items: T[]) =>
  items.sort((a, b) => (b.publishDate ?? '').localeCompare(a.publishDate ?? '') || b.id.localeCompare(a.id));

type AnnouncementSeed = { title: string; category: string; department: string; date: string; docNo?: string };

/** Notices that recur every year: [title template, category, department, month, docNo prefix]. */
const YEARLY: ReadonlyArray<[(y: number) => string, string, string, number, string | undefined]> = [
  [(y) => `关于组织申报${y}年度江苏省知识产权战略推进计划项目的通知`, '项目申报', PROVINCE_IP_OFFICE, 2, '苏知发'],
  [(y) => `关于组织申报${y}年度泰州市高价值专利培育项目的通知`, '项目申报', CITY_IP_OFFICE, 3, '泰市监知'],
  [(y) => `关于开展${y}年度知识产权质押融资贴息补助申报工作的通知`, '项目申报', CITY_FINANCE, 4, '泰财企'],
  [(y) => `关于组织开展${y}年全国知识产权宣传周泰州系列活动的通知`, '通知公告', CITY_IP_OFFICE, 4, '泰市监知'],
  [(y) => `关于开展${y}年度专利代理机构“双随机、一公开”检查的通知`, '通知公告', CITY_IP_OFFICE, 5, '泰市监知'],
  [(y) => `关于征集${y}年度泰州市专利转化运用优秀案例的通知`, '项目申报', CITY_IP_OFFICE, 7, '泰市监知'],
  [(y) => `关于公布${y}年度泰州市知识产权优势企业培育名单的通知`, '通知公告', CITY_IP_OFFICE, 9, '泰市监知'],
  [(y) => `关于做好${y}年中国（泰州）医药博览会知识产权保护工作的通告`, '通知公告', PROTECTION_CENTRE, 10, '泰知保'],
];

const ONE_OFF: readonly AnnouncementSeed[] = [
  {
    title: '泰州市知识产权强市建设行动方案（2024—2026年）',
    category: '政策文件',
    department: CITY_IP_OFFICE,
    date: '2024-03-12',
    docNo: '泰市监规〔2024〕2号',
  },
  {
    title: '《泰州市知识产权强市建设行动方案（2024—2026年）》政策解读',
    category: '政策解读',
    department: CITY_IP_OFFICE,
    date: '2024-03-15',
  },
  {
    title: '江苏省专利转化运用专项行动实施方案（2024—2025年）',
    category: '政策文件',
    department: PROVINCE_IP_OFFICE,
    date: '2024-05-08',
    docNo: '苏知发〔2024〕17号',
  },
  {
    title: '关于推进专利开放许可试点工作的实施意见',
    category: '政策文件',
    department: PROVINCE_IP_OFFICE,
    date: '2024-09-03',
    docNo: '苏知发〔2024〕35号',
  },
  { title: '专利开放许可制度十问十答', category: '政策解读', department: CITY_IP_OFFICE, date: '2024-10-11' },
  {
    title: '泰州市专利资助奖励办法（2025年修订）',
    category: '政策文件',
    department: CITY_IP_OFFICE,
    date: '2025-02-20',
    docNo: '泰市监规〔2025〕1号',
  },
  { title: '《泰州市专利资助奖励办法（2025年修订）》政策解读', category: '政策解读', department: CITY_IP_OFFICE, date: '2025-02-24' },
  {
    title: '泰州市知识产权质押融资风险补偿资金管理办法',
    category: '政策文件',
    department: CITY_FINANCE,
    date: '2025-06-16',
    docNo: '泰财规〔2025〕4号',
  },
  { title: '一图读懂《泰州市知识产权质押融资风险补偿资金管理办法》', category: '政策解读', department: CITY_FINANCE, date: '2025-06-19' },
  {
    title: '关于进一步规范专利申请行为的通告',
    category: '通知公告',
    department: CITY_IP_OFFICE,
    date: '2026-01-14',
    docNo: '泰市监知〔2026〕3号',
  },
  {
    title: '泰州市数据知识产权登记工作指引（试行）',
    category: '政策文件',
    department: CITY_IP_OFFICE,
    date: '2026-05-21',
    docNo: '泰市监规〔2026〕3号',
  },
  { title: '《泰州市数据知识产权登记工作指引（试行）》政策解读', category: '政策解读', department: CITY_IP_OFFICE, date: '2026-05-26' },
];

function buildAnnouncements(): API.AnnouncementItem[] {
  const random = createRandom(31);
  const seeds: Array<AnnouncementSeed & { docPrefix?: string }> = [...ONE_OFF];
  for (const year of [2024, 2025, 2026]) {
    for (const [title, category, department, month, docPrefix] of YEARLY) {
      const date = `${year}-${String(month).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
      seeds.push({ title: title(year), category, department, date, docPrefix });
    }
  }
  // A 文号 is unique and runs through the year in date order, one series per issuing office
  // (issue 16); the numbers between belong to documents not on this portal.
  const used = new Set(ONE_OFF.map((seed) => seed.docNo).filter(Boolean));
  const running = new Map<string, number>();
  for (const seed of [...seeds].sort((a, b) => a.date.localeCompare(b.date))) {
    if (!seed.docPrefix) continue;
    const series = `${seed.docPrefix}〔${seed.date.slice(0, 4)}〕`;
    let number = running.get(series) ?? 0;
    do number += random.int(2, 9);
    while (used.has(`${series}${number}号`));
    running.set(series, number);
    seed.docNo = `${series}${number}号`;
    used.add(seed.docNo);
  }
  const items = seeds
    .filter((seed) => seed.date <= REFERENCE_DATE)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((seed, index) => ({
      id: `an-${String(index + 1).padStart(4, '0')}`,
      title: seed.title,
      category: seed.category,
      department: seed.department,
      publishDate: seed.date,
      ...(seed.docNo ? { docNo: seed.docNo } : {}),
    }));
  return newestFirst(items);
}

type Violation = {
  type: string;
  legalBasis: string;
  /** Possible penalties: [penaltyType, fine range in 万元 or null, confiscation range in 万元 or null]. */
  penalties: ReadonlyArray<[string, [number, number] | null, [number, number] | null]>;
};

const UNLICENSED_AGENCY_WORK: Violation = {
  type: '擅自开展专利代理业务',
  legalBasis: '违反《专利代理条例》第九条，依据《专利代理条例》第二十七条',
  penalties: [
    ['没收违法所得', [1, 6], [0.5, 3]],
    ['罚款', [0.5, 3], null],
  ],
};

const LICENSED_VIOLATIONS: readonly Violation[] = [
  {
    type: '代理非正常专利申请',
    legalBasis: '违反《规范申请专利行为的规定》第三条，依据《专利代理条例》第二十五条、《规范申请专利行为的规定》第十一条',
    penalties: [
      ['警告', null, null],
      ['罚款', [1, 5], null],
      ['停止承接新的专利代理业务', null, null],
    ],
  },
  {
    type: '以不正当手段招揽业务',
    legalBasis: '依据《专利代理条例》第二十五条、《专利代理管理办法》第四十条',
    penalties: [
      ['警告', null, null],
      ['罚款', [1, 3], null],
    ],
  },
];

const FALSE_PUBLICITY: Violation = {
  type: '虚假宣传',
  legalBasis: '违反《中华人民共和国反不正当竞争法》第八条第一款，依据第二十条第一款',
  penalties: [['罚款', [10, 20], null]],
};

const CITY_REGULATOR: Record<'taizhou' | 'suzhou', { name: string; prefix: string }> = {
  taizhou: { name: '泰州市市场监督管理局', prefix: '泰市监处罚' },
  suzhou: { name: '苏州市市场监督管理局', prefix: '苏市监处罚' },
};

/** Amount in 万元 with at most two decimals, from a seeded range. */
const amountWan = (random: ReturnType<typeof createRandom>, [min, max]: [number, number]) => random.int(min * 10, max * 10) / 10;

function penaltyContent(penaltyType: string, fine?: number, confiscated?: number): string {
  switch (penaltyType) {
    case '警告':
      return '责令改正，给予警告';
    case '没收违法所得':
      return `责令停止违法行为，没收违法所得${confiscated}万元，并处罚款${fine}万元`;
    case '停止承接新的专利代理业务':
      return '给予警告，责令停止承接新的专利代理业务6个月';
    default:
      return `责令改正，处罚款${fine}万元`;
  }
}

function buildPunishments(): API.PunishmentItem[] {
  const random = createRandom(53);
  const usedNumbers = new Set<string>();
  const items: Array<API.PunishmentItem & { ageDays: number; region: 'taizhou' | 'suzhou' }> = [];
  for (let i = 0; i < 54; i += 1) {
    // Taizhou agencies carry most notices; the Suzhou ones come up now and then.
    const pool: readonly Agency[] =
      random.next() < 0.85
        ? AGENCIES.filter((a) => a.district.region === 'taizhou')
        : AGENCIES.filter((a) => a.district.region === 'suzhou');
    const party = random.pick(pool);
    const violation = !party.licensed
      ? random.next() < 0.8
        ? UNLICENSED_AGENCY_WORK
        : FALSE_PUBLICITY
      : random.next() < 0.85
        ? random.pick(LICENSED_VIOLATIONS)
        : FALSE_PUBLICITY;
    const [penaltyType, fineRange, confiscationRange] = random.pick(violation.penalties);
    const fineAmount = fineRange ? amountWan(random, fineRange) : undefined;
    const confiscatedAmount = confiscationRange ? amountWan(random, confiscationRange) : undefined;
    const byCity = random.next() < 0.4;
    const authority = byCity ? CITY_REGULATOR[party.district.region].name : party.district.regulator;
    const prefix = byCity ? CITY_REGULATOR[party.district.region].prefix : party.district.penaltyPrefix;
    const decisionDays = random.int(6, 1090);
    const decisionDate = dateBefore(decisionDays);
    let decisionNo: string;
    do {
      decisionNo = `${prefix}〔${decisionDate.slice(0, 4)}〕${random.int(1, 320)}号`;
    } while (usedNumbers.has(decisionNo));
    usedNumbers.add(decisionNo);
    items.push({
      id: '',
      ageDays: decisionDays,
      region: party.district.region,
      decisionNo,
      partyName: party.name,
      partyCreditCode: party.creditCode,
      violationType: violation.type,
      penaltyType,
      penaltyContent: penaltyContent(penaltyType, fineAmount, confiscatedAmount),
      legalBasis: violation.legalBasis,
      ...(fineAmount !== undefined ? { fineAmount } : {}),
      ...(confiscatedAmount !== undefined ? { confiscatedAmount } : {}),
      authority,
      decisionDate,
      // 双公示: published within seven working days of the decision.
      publishDate: dateBefore(decisionDays - random.int(2, 6)),
    });
  }
  items.sort((a, b) => b.ageDays - a.ageDays);
  const withIds = items.map(({ ageDays: _age, region, ...item }, index) => {
    const id = `pn-${String(index + 1).padStart(4, '0')}`;
    PUNISHMENT_REGIONS.set(id, region);
    return { ...item, id };
  });
  return newestFirst(withIds);
}

/** The city of each penalty notice's party and authority, by notice id: the `region` filter of the list. */
export const PUNISHMENT_REGIONS = new Map<string, 'taizhou' | 'suzhou'>();

const NEWS: ReadonlyArray<[string, string, string, string]> = [
  [
    '2023-12-08',
    '泰州日报',
    '我市首单知识产权证券化产品成功发行',
    '以12家科技型中小企业的86件专利许可费为基础资产，发行规模1.2亿元，平均融资成本低于同期贷款利率。',
  ],
  [
    '2024-01-19',
    '中国知识产权报',
    '泰州医药高新区打造生物医药专利导航服务基地',
    '围绕抗体药物、高端制剂等细分领域开展专利导航，为园区企业提供技术路线与布局建议。',
  ],
  [
    '2024-03-06',
    '泰州市知识产权保护中心',
    '泰州市知识产权保护中心开通生物医药领域专利预审服务',
    '备案企业的发明专利申请经预审后进入快速审查通道，授权周期有望缩短至一年以内。',
  ],
  [
    '2024-04-26',
    '泰州日报',
    '知识产权宣传周：“知识产权进园区”活动走进靖江',
    '活动现场为船舶配件企业讲解专利布局与海外维权，发放宣传资料1200余份。',
  ],
  ['2024-05-30', '新华日报', '江苏推进专利转化运用专项行动', '全省梳理高校院所存量专利，推动供需对接，促进专利产业化。'],
  [
    '2024-06-21',
    '泰州日报',
    '兴化河蟹养殖装备专利实现转化',
    '一项自动投饵装置专利以普通许可方式许可给5家养殖合作社使用，降低饵料损耗约15%。',
  ],
  [
    '2024-07-17',
    '泰州市知识产权保护中心',
    '保护中心成功调解一起实用新型专利侵权纠纷',
    '双方当事人在调解员主持下达成和解，从受理到结案用时18天。',
  ],
  [
    '2024-08-29',
    '中国知识产权报',
    '泰州：专利开放许可让中小企业“用得起”专利',
    '首批发布开放许可声明的专利42件，许可使用费公开透明，达成许可19项。',
  ],
  [
    '2024-09-25',
    '泰州日报',
    '我市知识产权质押融资登记金额同比增长三成',
    '今年前三季度全市专利商标质押登记金额超过40亿元，惠及企业300余家。',
  ],
  ['2024-10-23', '泰州日报', '泰兴精细化工企业共建专利池', '园区12家精细化工企业共建专利池，池内专利可交叉许可，降低企业侵权风险。'],
  [
    '2024-11-14',
    '泰州市知识产权保护中心',
    '泰州市知识产权维权援助工作站增至15家',
    '新增姜堰、泰兴两个园区工作站，为企业提供侵权判定咨询和维权指导。',
  ],
  [
    '2024-12-20',
    '泰州日报',
    '泰州入选国家知识产权强市建设试点城市',
    '试点期内将围绕高价值专利培育、知识产权保护和运营服务体系建设开展改革探索。',
  ],
  [
    '2025-01-16',
    '中国知识产权报',
    '泰州多部门联合开展专利代理行业专项整治',
    '重点打击无资质专利代理、代理非正常专利申请等行为，查处案件21起。',
  ],
  ['2025-02-27', '泰州日报', '新修订的专利资助奖励办法解读', '资助重点由数量转向质量，对高价值发明专利、PCT申请和专利转化给予奖励。'],
  [
    '2025-03-20',
    '泰州市知识产权保护中心',
    '保护中心举办专利预审员业务能力提升培训',
    '邀请国家知识产权局审查员授课，围绕检索策略和新颖性判断开展实训。',
  ],
  [
    '2025-04-25',
    '新华日报',
    '泰州发布2024年知识产权发展与保护状况',
    '2024年全市发明专利授权量同比增长12.6%，每万人口高价值发明专利拥有量稳步提高。',
  ],
  [
    '2025-05-22',
    '泰州日报',
    '“知产贷”助力兴化不锈钢企业技改',
    '一家不锈钢制品企业以5件发明专利质押获得800万元贷款，用于智能抛光生产线改造。',
  ],
  [
    '2025-06-26',
    '中国知识产权报',
    '泰州试行知识产权质押融资风险补偿',
    '市财政设立风险补偿资金池，对合作银行的知识产权质押贷款损失按比例给予补偿。',
  ],
  [
    '2025-07-24',
    '泰州市知识产权保护中心',
    '中国（泰州）医药博览会期间设立知识产权保护工作站',
    '展会期间受理知识产权投诉7件，均在24小时内处理完毕。',
  ],
  [
    '2025-08-21',
    '泰州日报',
    '高港区企业专利许可收入突破千万元',
    '一家新材料企业通过独占许可将高阻隔薄膜技术许可给行业龙头，许可费分五年支付。',
  ],
  [
    '2025-09-18',
    '泰州日报',
    '姜堰汽车零部件产业专利导航成果发布',
    '分析了近十年全球汽车零部件领域专利布局，梳理出轻量化压铸等关键技术方向。',
  ],
  ['2025-10-30', '泰州日报', '我市开展知识产权保险试点', '试点险种包括专利执行险和侵权损失险，首批为28家企业提供风险保障1.3亿元。'],
  [
    '2025-11-27',
    '中国知识产权报',
    '泰州知识产权行政裁决案件平均办案周期缩短至45天',
    '通过简案快办和口头审理，专利侵权纠纷行政裁决效率明显提高。',
  ],
  [
    '2025-12-18',
    '泰州市知识产权保护中心',
    '保护中心新增新能源产业专利预审服务领域',
    '光伏、储能相关发明专利申请可申请预审，服务备案企业超过200家。',
  ],
  ['2026-01-22', '泰州日报', '2025年泰州知识产权工作十件大事发布', '涵盖强市建设试点、质押融资、开放许可、行政裁决提速等方面。'],
  ['2026-03-12', '新华日报', '江苏数据知识产权登记累计突破万件', '泰州企业在工业数据、医药研发数据等领域完成登记，数据资产运用初见成效。'],
  ['2026-04-23', '泰州日报', '知识产权宣传周：泰州发布十大典型案例', '案例涵盖专利侵权纠纷行政裁决、假冒专利查处和专利代理违法行为查处。'],
  [
    '2026-05-28',
    '泰州市知识产权保护中心',
    '泰州数据知识产权登记平台上线运行',
    '企业可在线提交数据知识产权登记申请，登记证书可用于质押融资和交易。',
  ],
  ['2026-07-09', '中国知识产权报', '泰州推动高校院所专利向中小企业转化', '组织高校院所与企业开展供需对接，达成专利转让许可意向63项。'],
  ['2026-08-20', '泰州日报', '靖江船舶产业专利联盟成立', '联盟成员单位32家，将共同开展专利布局、海外风险预警和纠纷应对。'],
  [
    '2026-09-24',
    '泰州日报',
    '泰州知识产权服务业集聚区入驻机构突破五十家',
    '集聚区入驻专利代理、评估和运营机构52家，年服务企业超过3000家次。',
  ],
  [
    '2026-10-29',
    '泰州市知识产权保护中心',
    '保护中心快速维权案件办结率保持百分之百',
    '今年以来受理快速维权案件136件，平均处理周期12个工作日。',
  ],
  ['2026-11-12', '泰州日报', '我市专利转化运用专项行动成效显著', '截至10月底，全市专利转让许可备案同比增长27%，中小企业受让专利占比过半。'],
];

function buildNews(): API.NewsItem[] {
  return newestFirst(
    NEWS.map(([publishDate, source, title, summary], index) => ({
      id: `nw-${String(index + 1).padStart(4, '0')}`,
      title,
      source,
      publishDate,
      summary,
    })),
  );
}

const PRODUCTS: ReadonlyArray<Omit<API.ProductItem, 'id'>> = [
  {
    name: '知识产权质押贷款“苏知贷”',
    provider: '江苏银行泰州分行',
    category: '专利质押贷款',
    amountRange: '50万–1000万元',
    rate: '年化3.35%起',
    summary: '以有效发明、实用新型专利或注册商标质押，最长授信三年，享受市级贴息。',
    publishDate: '2024-02-26',
  },
  {
    name: '中银知惠贷',
    provider: '中国银行泰州分行',
    category: '专利质押贷款',
    amountRange: '100万–2000万元',
    rate: '年化3.2%起',
    summary: '面向高新技术企业的知识产权质押融资产品，可与信用方式组合。',
    publishDate: '2024-04-15',
  },
  {
    name: '科技型企业知识产权融资',
    provider: '中国工商银行泰州分行',
    category: '专利质押贷款',
    amountRange: '30万–500万元',
    rate: '年化3.45%起',
    summary: '纳入风险补偿资金池的合作产品，首贷企业审批最快五个工作日。',
    publishDate: '2025-07-02',
  },
  {
    name: '知识产权融资“苏科贷”',
    provider: '农业银行泰州分行',
    category: '专利质押贷款',
    amountRange: '50万–800万元',
    rate: '年化3.4%起',
    summary: '支持专利与商标混合质押，适合成长期科技企业。',
    publishDate: '2025-09-10',
  },
  {
    name: '专利执行险',
    provider: '人保财险泰州市分公司',
    category: '知识产权保险',
    amountRange: '保额10万–100万元',
    rate: '保费按保额1.5%–3%',
    summary: '承担被保险人维权过程中的调查费、诉讼费和律师费。',
    publishDate: '2024-06-18',
  },
  {
    name: '专利侵权损失险',
    provider: '人保财险泰州市分公司',
    category: '知识产权保险',
    amountRange: '保额20万–200万元',
    rate: '保费按保额2%–4%',
    summary: '专利被侵权造成的直接经济损失，经法院判决或调解确认后予以赔付。',
    publishDate: '2025-10-28',
  },
  {
    name: '境外展会专利纠纷法律费用保险',
    provider: '太平洋财险泰州中心支公司',
    category: '知识产权保险',
    amountRange: '保额50万–300万元',
    rate: '保费按保额2.5%起',
    summary: '企业参加境外展会遭遇专利纠纷时的应诉费用保障。',
    publishDate: '2026-03-05',
  },
  {
    name: '知识产权价值评估',
    provider: '江苏泰信资产评估有限公司',
    category: '知识产权评估',
    amountRange: '单件评估',
    rate: '按评估价值阶梯收费',
    summary: '出具质押融资、作价入股和转让交易用评估报告，最快七个工作日。',
    publishDate: '2024-08-12',
  },
  {
    name: '专利质押融资快速评估',
    provider: '泰州市知识产权保护中心',
    category: '知识产权评估',
    amountRange: '单件或组合评估',
    rate: '纳入补贴范围的免费评估',
    summary: '为合作银行授信提供专利价值分析参考，不出具正式评估报告。',
    publishDate: '2025-04-21',
  },
  {
    name: '专利托管服务',
    provider: '泰州华瑞知识产权代理有限公司',
    category: '专利托管',
    amountRange: '10–500件',
    rate: '每件每年200元起',
    summary: '年费监控、到期提醒、著录项目变更代办和专利台账管理。',
    publishDate: '2024-11-05',
  },
  {
    name: '高校专利托管与转化',
    provider: '泰州市知识产权保护中心',
    category: '专利托管',
    amountRange: '按项目',
    rate: '免费',
    summary: '受托管理高校院所存量专利，开展价值分级并向企业推介。',
    publishDate: '2026-06-17',
  },
  {
    name: '知识产权资产支持证券',
    provider: '华泰证券',
    category: '知识产权证券化',
    amountRange: '1亿–5亿元',
    rate: '票面利率2.6%–3.2%',
    summary: '以专利许可费为基础资产的证券化产品，面向科技型中小企业集合发行。',
    publishDate: '2024-12-09',
  },
  {
    name: '专利开放许可撮合服务',
    provider: '泰州市知识产权保护中心',
    category: '知识产权运营',
    amountRange: '不限',
    rate: '免费',
    summary: '发布开放许可声明、对接实施企业并协助办理许可备案。',
    publishDate: '2025-01-13',
  },
  {
    name: '专利交易经纪服务',
    provider: '泰州卓远专利代理事务所（特殊普通合伙）',
    category: '知识产权运营',
    amountRange: '单件或专利包',
    rate: '按成交额3%–8%',
    summary: '专利转让、许可交易的尽职调查、谈判和合同备案全流程服务。',
    publishDate: '2026-09-08',
  },
];

function buildProducts(): API.ProductItem[] {
  return newestFirst(PRODUCTS.map((product, index) => ({ id: `pd-${String(index + 1).padStart(4, '0')}`, ...product })));
}

export const ANNOUNCEMENTS = buildAnnouncements();
export const PUNISHMENTS = buildPunishments();
export const NEWS_ITEMS = buildNews();
export const PRODUCTS_ITEMS = buildProducts();

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
