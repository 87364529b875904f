/** Issue 14 item 1: the site search page (/taizhou/search). */
const list = {
  loadFailed: '该类型的内容暂时无法搜索，请稍后重试。',
  empty: '没有找到与关键词相关的内容，请换一个关键词试试。',
  emptyFiltered: '该类型中没有与关键词相关的内容。',
  firstPage: '回到第一页',
  clearFilters: '查看全部类型',
  pagination: '搜索结果分页',
};

export default {
  'search.title': '站内搜索',
  'search.intro': '在政策公告、新闻动态、处罚公示、金融服务、运营交易和创新主体中查找。',
  'search.keyword': '搜索内容',
  'search.placeholder': '输入关键词，如 专利质押',
  'search.prompt': '请输入关键词，搜索全站的公告、新闻、处罚公示、金融产品、交易挂牌和创新主体。',
  'search.type': '内容类型',
  'search.type.all': '全部',
  'search.type.announcement': '政策公告',
  'search.type.news': '新闻动态',
  'search.type.punishment': '处罚公示',
  'search.type.product': '金融服务',
  'search.type.listing': '运营交易',
  'search.type.enterprise': '创新主体',
  'search.results': '搜索结果',
  'search.partial': '部分内容暂时无法搜索：{sources}。以下是其他来源的结果。',
  'search.separator': '、',
  'search.allMore': '共找到 {total} 条结果，这里按日期列出最新的 {shown} 条。选择内容类型可查看该类型的全部结果。',
  ...Object.fromEntries(Object.entries(list).map(([key, text]) => [`search.${key}`, text])),
  'search.total': '共 {total} 条',
  ...Object.fromEntries(Object.entries(list).map(([key, text]) => [`search.all.${key}`, text])),
  'search.all.total': '最新 {total} 条',
};
