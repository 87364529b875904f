/**
 * A listing of the IP transaction index (spec §7) for page tests: a patent of the Taizhou mock
 * enterprise offered for transfer at 1 200 000 yuan; `patch` changes or adds fields.
 */
export const sampleListing = (id: string, patch: Partial<API.TransactionIndex> = {}): API.TransactionIndex => ({
  id,
  patentNo: 'ZL202110123456.7',
  title: '一种高阻隔聚酰胺复合薄膜及其制备方法',
  patentType: 'invention',
  legalStatus: 'valid',
  applicationDate: '2021-01-28',
  grantDate: '2023-06-20',
  ipc: 'B32B 27/34',
  applicant: '泰州海正新材料科技有限公司',
  transactionType: 'transfer',
  price: 1200000,
  negotiable: false,
  region: 'taizhou',
  publishTime: '2026-10-12T09:30:00+08:00',
  ...patch,
});
