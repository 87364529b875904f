import { PORTFOLIOS } from './portfolios';
import { ALL_ENTERPRISES, type RegionCode } from './parties';

/**
 * Issue 4: the key industry chains of a region (docs/api.md §10). A segment is a set of IPC
 * prefixes; its patent count is the number of patents of the region's enterprises in the chain's
 * professions whose main IPC starts with one of them, so a leader's figure is part of its real
 * portfolio and the leaders link to result pages that show those patents.
 */

type StageDef = { name: string; stage: API.ChainStage; ipcs: readonly string[] };
type ChainDef = { code: string; name: string; summary: string; professions: readonly string[]; segments: readonly StageDef[] };

const CHAINS: readonly ChainDef[] = [
  {
    code: 'biomedicine',
    name: '生物医药',
    summary: '从原料药、医药中间体到创新药制剂与医疗器械，覆盖研发、生产到临床应用的完整链条。',
    professions: ['biomedicine', 'medical_devices', 'chemicals'],
    segments: [
      { name: '原料药与医药中间体', stage: 'upstream', ipcs: ['C07D', 'C07C', 'C12N'] },
      { name: '化学药与生物药制剂', stage: 'midstream', ipcs: ['A61K', 'A61P'] },
      { name: '医疗器械', stage: 'midstream', ipcs: ['A61B', 'A61M'] },
      { name: '医疗健康信息服务', stage: 'downstream', ipcs: ['G16H'] },
    ],
  },
  {
    code: 'new_materials',
    name: '纳米技术与新材料',
    summary: '以纳米材料为牵引，带动高分子复合材料、先进陶瓷、特种合金和功能纤维的研发与应用。',
    professions: ['new_materials', 'chemicals', 'textiles_apparel'],
    segments: [
      { name: '基础化工原料与催化', stage: 'upstream', ipcs: ['C08G', 'B01J', 'C09D'] },
      { name: '纳米材料', stage: 'midstream', ipcs: ['B82Y'] },
      { name: '高分子与复合材料', stage: 'midstream', ipcs: ['C08L'] },
      { name: '先进陶瓷与特种合金', stage: 'midstream', ipcs: ['C04B', 'C22C'] },
      { name: '功能纤维与纺织应用', stage: 'downstream', ipcs: ['D01F', 'D03D', 'D06M'] },
    ],
  },
  {
    code: 'integrated_circuits',
    name: '集成电路',
    summary: '芯片设计、晶圆制造、封装测试到电子元器件与模组，园区已形成设计、制造、封测协同发展的格局。',
    professions: ['integrated_circuits', 'electronics'],
    segments: [
      { name: '芯片设计与EDA', stage: 'upstream', ipcs: ['G06F 30', 'H03K'] },
      { name: '晶圆制造', stage: 'midstream', ipcs: ['H01L 21'] },
      { name: '封装测试', stage: 'midstream', ipcs: ['H01L 23'] },
      { name: '电子元器件与模组', stage: 'downstream', ipcs: ['H05K', 'H01R', 'G09G', 'H01F'] },
    ],
  },
  {
    code: 'new_energy',
    name: '新能源',
    summary: '光伏电池与组件、储能与动力电池、电网接入与新能源汽车应用，推动能源结构绿色转型。',
    professions: ['new_energy', 'new_energy_vehicles'],
    segments: [
      { name: '光伏电池与材料', stage: 'upstream', ipcs: ['H01L 31'] },
      { name: '光伏组件与系统', stage: 'midstream', ipcs: ['H02S'] },
      { name: '储能与动力电池', stage: 'midstream', ipcs: ['H01M'] },
      { name: '电网接入与新能源汽车', stage: 'downstream', ipcs: ['H02J', 'B60L', 'B60K', 'H02K'] },
    ],
  },
  {
    code: 'high_end_equipment',
    name: '高端装备',
    summary: '关键基础零部件、数控机床与工业机器人，服务船舶海工、汽车等下游整机制造。',
    professions: ['high_end_equipment', 'intelligent_manufacturing', 'shipbuilding_marine', 'automotive_parts'],
    segments: [
      { name: '关键基础零部件', stage: 'upstream', ipcs: ['F16K', 'F16H', 'F16D'] },
      { name: '数控机床与成形装备', stage: 'midstream', ipcs: ['B23Q', 'B21D', 'B23K'] },
      { name: '工业机器人与控制系统', stage: 'midstream', ipcs: ['B25J', 'G05B', 'G01B'] },
      { name: '船舶海工与汽车整机', stage: 'downstream', ipcs: ['B63B', 'B63H', 'B63C', 'E02B', 'B60R', 'B62D', 'B65G'] },
    ],
  },
  {
    code: 'next_gen_it',
    name: '新一代信息技术',
    summary: '基础软件与数据、人工智能、网络通信到行业数字化应用，支撑制造业与城市治理的数字化转型。',
    professions: ['next_gen_it', 'digital_economy'],
    segments: [
      { name: '基础软件与数据安全', stage: 'upstream', ipcs: ['G06F 16', 'G06F 21'] },
      { name: '人工智能与视觉', stage: 'midstream', ipcs: ['G06N', 'G06T'] },
      { name: '网络通信与区块链', stage: 'midstream', ipcs: ['H04L'] },
      { name: '行业数字化应用', stage: 'downstream', ipcs: ['G06Q'] },
    ],
  },
];

/** Leaders listed per segment. */
const LEADERS_PER_SEGMENT = 3;

function buildChain(def: ChainDef, region: RegionCode): API.IndustryChain {
  const members = ALL_ENTERPRISES.filter((e) => e.district.region === region && def.professions.includes(e.profession));
  const chainEnterprises = new Set<string>();
  const segments = def.segments.map((segment): API.ChainSegment => {
    let patentCount = 0;
    let inventionCount = 0;
    const perEnterprise: API.ChainLeader[] = [];
    for (const member of members) {
      const patents = (PORTFOLIOS.get(member.name)?.patents ?? []).filter((p) => segment.ipcs.some((ipc) => p.ipc.startsWith(ipc)));
      if (!patents.length) continue;
      chainEnterprises.add(member.name);
      patentCount += patents.length;
      inventionCount += patents.filter((p) => p.patentType === 'invention').length;
      perEnterprise.push({ name: member.name, patentCount: patents.length });
    }
    perEnterprise.sort((a, b) => b.patentCount - a.patentCount || a.name.localeCompare(b.name, 'zh-CN'));
    return {
      name: segment.name,
      stage: segment.stage,
      patentCount,
      inventionCount,
      ipcSubclasses: [...new Set(segment.ipcs.map((ipc) => ipc.slice(0, 4)))],
      leaders: perEnterprise.slice(0, LEADERS_PER_SEGMENT),
    };
  });
  return {
    code: def.code,
    name: def.name,
    summary: def.summary,
    patentCount: segments.reduce((sum, s) => sum + s.patentCount, 0),
    inventionCount: segments.reduce((sum, s) => sum + s.inventionCount, 0),
    enterpriseCount: chainEnterprises.size,
    segments,
  };
}

/** The six chains of each region. */
export const CHAINS_BY_REGION: Record<RegionCode, API.IndustryChain[]> = {
  taizhou: CHAINS.map((def) => buildChain(def, 'taizhou')),
  suzhou: CHAINS.map((def) => buildChain(def, 'suzhou')),
};

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
