import { ENTERPRISES, type Enterprise } from './parties';
import { applicationCheckDigit } from '../../src/domain/patent';
import { createRandom, dateBefore } from './random';

/**
 * Seed of the publicly disclosed patent dispute cases handled by 泰州市知识产权保护中心 /
 * 泰州市市场监督管理局（知识产权局） (issue 5 item 4; docs/api.md §12). Deterministic: the same 40
 * cases on every start. Parties are Taizhou enterprises of `parties.ts` by name; natural persons are
 * disclosed masked (王某某), as public case lists do.
 */

export const CASE_COUNT = 40;

const TAIZHOU_ENTERPRISES = ENTERPRISES.filter((enterprise) => enterprise.district.region === 'taizhou');

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '朱', '顾', '沈'];

const PATENTS: ReadonlyArray<{ title: string; typeDigit: '1' | '2' | '3' }> = [
  { title: '一种高阻隔聚酰胺复合薄膜及其制备方法', typeDigit: '1' },
  { title: '一种船用舱口盖液压锁紧装置', typeDigit: '2' },
  { title: '一种不锈钢餐具自动抛光设备', typeDigit: '2' },
  { title: '一种头孢类抗生素中间体的结晶方法', typeDigit: '1' },
  { title: '包装盒（千垛香醋）', typeDigit: '3' },
  { title: '一种光伏组件边框自动装配线', typeDigit: '2' },
  { title: '一种稻麦联合收割机的脱粒滚筒', typeDigit: '2' },
  { title: '一种医用一次性无菌注射器', typeDigit: '2' },
  { title: '一种汽车座椅滑轨总成', typeDigit: '2' },
  { title: '一种印染废水深度处理系统及方法', typeDigit: '1' },
  { title: '一种基于机器视觉的焊缝缺陷检测方法', typeDigit: '1' },
  { title: '智能配电柜（JY-300）', typeDigit: '3' },
  { title: '一种阻燃涤纶面料及其织造工艺', typeDigit: '1' },
  { title: '一种电动汽车充电桩散热结构', typeDigit: '2' },
  { title: '一种有机硅改性环氧树脂涂料', typeDigit: '1' },
  { title: '一种婴幼儿米粉的低温干燥工艺', typeDigit: '1' },
];

/** How closed cases ended, by dispute type (the closed-case result summaries of public case lists). */
const RESULTS: Record<API.DisputeType, readonly string[]> = {
  infringement: [
    '双方达成调解协议，出具调解书',
    '作出处理决定，认定侵权成立，责令被请求人立即停止侵权行为',
    '作出处理决定，被请求人实施的技术方案未落入专利权保护范围，驳回请求',
    '双方自行和解，请求人撤回请求',
  ],
  ownership: ['作出处理决定，确认专利申请权归请求人所有', '双方达成调解协议，专利权由双方共有', '请求人撤回请求'],
  inventorship: ['作出处理决定，确认请求人为该专利的发明人', '双方达成调解协议，增加请求人为发明人'],
  service_invention_reward: ['双方达成调解协议，被请求人向请求人支付职务发明奖励和报酬', '作出处理决定，被请求人支付职务发明报酬'],
  provisional_fee: ['双方达成调解协议，被请求人支付临时保护期使用费'],
};

const REJECTED_RESULTS = ['不符合受理条件：当事人已就该纠纷向人民法院起诉，不予受理', '不符合受理条件：无明确的被请求人，不予受理'];

/** Natural persons are the requesters of these types more often than not (an inventor, an employee). */
const PERSON_REQUESTER: Partial<Record<API.DisputeType, number>> = { inventorship: 0.8, service_invention_reward: 0.9, ownership: 0.4 };

const TYPE_WEIGHTS: ReadonlyArray<[API.DisputeType, number]> = [
  ['infringement', 0.6],
  ['ownership', 0.13],
  ['inventorship', 0.1],
  ['service_invention_reward', 0.1],
  ['provisional_fee', 0.07],
];

/** The day `days` after `iso` (`YYYY-MM-DD`). */
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The 40 seeded cases, newest filing first; case numbers run per filing year (泰知纠字〔2025〕第12号). */
export function seedDisputeCases(): API.DisputeCase[] {
  const random = createRandom(20261120);
  const masked = () => `${random.pick(SURNAMES)}某某`;
  const pickType = () => {
    let roll = random.next();
    for (const [type, weight] of TYPE_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return type;
    }
    return 'infringement';
  };
  // Filing days spread over about three years before the reference day, oldest first.
  const ages = Array.from({ length: CASE_COUNT }, () => random.int(3, 1050)).sort((a, b) => b - a);
  const perYear = new Map<string, number>();
  const cases = ages.map((age, index): API.DisputeCase => {
    const disputeType = pickType();
    const patent = random.pick(PATENTS);
    const filingDate = dateBefore(age);
    const year = filingDate.slice(0, 4);
    const serial = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, serial);
    const respondentEnterprise: Enterprise = random.pick(TAIZHOU_ENTERPRISES);
    const requesterEnterprise = random.pick(TAIZHOU_ENTERPRISES.filter((e) => e !== respondentEnterprise));
    const personRequests = random.next() < (PERSON_REQUESTER[disputeType] ?? 0.1);
    const twelve = `${random.int(2016, 2023)}${patent.typeDigit}${random.digits(7)}`;
    const duration = random.int(25, 110);
    let status: API.DisputeStatus = 'closed';
    if (random.next() < 0.06) status = 'rejected';
    else if (duration >= age) status = age < 20 ? 'accepted' : 'mediating';
    const closedDate =
      status === 'closed' ? addDays(filingDate, duration) : status === 'rejected' ? addDays(filingDate, random.int(3, 7)) : undefined;
    const resultSummary =
      status === 'closed' ? random.pick(RESULTS[disputeType]) : status === 'rejected' ? random.pick(REJECTED_RESULTS) : undefined;
    return {
      id: `dc-${String(index + 1).padStart(4, '0')}`,
      caseNo: `泰知纠字〔${year}〕第${serial}号`,
      disputeType,
      patentNo: `ZL${twelve}.${applicationCheckDigit(twelve)}`,
      patentTitle: patent.title,
      requester: personRequests ? masked() : requesterEnterprise.name,
      respondent: random.next() < 0.12 && disputeType === 'infringement' ? masked() : respondentEnterprise.name,
      district: respondentEnterprise.district.name,
      filingDate,
      ...(closedDate ? { closedDate } : {}),
      status,
      ...(resultSummary ? { resultSummary } : {}),
    };
  });
  return cases.reverse();
}

/**
 * A request the mock `user` (u-1001) submitted before, so "My requests" has history; its evidence
 * file is registered in the upload store under the same id.
 */
/**
 * A request as the mock keeps it: the public fields plus who submitted it, the requester's contact
 * phone (the second key of the public progress lookup, issue 16) and its status history.
 */
export type StoredDisputeRequest = API.DisputeRequest & { ownerId: string; phone: string; timeline: API.DisputeProgressEvent[] };

export const SEEDED_REQUEST: StoredDisputeRequest = {
  referenceNo: 'TZJF20261015-0003',
  disputeType: 'infringement',
  patentNo: 'ZL202110123456.7',
  requesterName: '泰州海正新材料科技有限公司',
  respondentName: '泰州市海陵区智联信息技术有限公司',
  status: 'accepted',
  submitTime: '2026-10-15T10:12:00+08:00',
  evidence: [{ fileId: 'f-seed-0001', name: '专利登记簿副本.pdf', size: 482_113 }],
  ownerId: 'u-1001',
  phone: '0523-86839900',
  timeline: [
    { status: 'received', time: '2026-10-15T10:12:00+08:00' },
    { status: 'accepted', time: '2026-10-21T15:40:00+08:00' },
  ],
};

/**
 * A request of another account that has run its whole course (received, filed, mediated, closed),
 * for the progress lookup: TZJF20260812-0002 with phone 13962318870.
 */
export const SEEDED_CLOSED_REQUEST: StoredDisputeRequest = {
  referenceNo: 'TZJF20260812-0002',
  disputeType: 'ownership',
  patentNo: 'ZL202220345678.3',
  requesterName: '泰州市姜堰区恒通机械制造有限公司',
  respondentName: '王某某',
  status: 'closed',
  submitTime: '2026-08-12T09:26:00+08:00',
  evidence: [],
  ownerId: 'u-1002',
  phone: '13962318870',
  timeline: [
    { status: 'received', time: '2026-08-12T09:26:00+08:00' },
    { status: 'accepted', time: '2026-08-19T11:05:00+08:00' },
    { status: 'mediating', time: '2026-09-03T14:30:00+08:00' },
    { status: 'closed', time: '2026-09-25T16:10:00+08:00' },
  ],
};

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
