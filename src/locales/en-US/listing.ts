/** Transaction listing labels shared by the home page and the operations pages: transaction types, prices. */
export default {
  'operations.type.all': 'All',
  'operations.type.transfer': 'Transfer',
  'operations.type.exclusive_licence': 'Exclusive licence',
  'operations.type.sole_licence': 'Sole licence',
  'operations.type.ordinary_licence': 'Ordinary licence',
  'operations.type.open_licence': 'Open licence',
  'operations.type.pledge': 'Pledge',
  'operations.type.equity': 'Equity contribution',
  'operations.price.yuan': 'CNY {amount}',
  'operations.price.tenThousandYuan': 'CNY {amount} × 10,000',
};
