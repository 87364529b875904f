/** Transaction listing labels shared by the home page and the operations pages: transaction types, prices. */
export default {
  'operations.type.all': '全部',
  'operations.type.transfer': '转让',
  'operations.type.exclusive_licence': '独占许可',
  'operations.type.sole_licence': '排他许可',
  'operations.type.ordinary_licence': '普通许可',
  'operations.type.open_licence': '开放许可',
  'operations.type.pledge': '质押',
  'operations.type.equity': '作价入股',
  'operations.price.yuan': '{amount} 元',
  'operations.price.tenThousandYuan': '{amount} 万元',
};
