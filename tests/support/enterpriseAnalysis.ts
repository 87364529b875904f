/**
 * An enterprise's patent analysis with nothing in it, as the mock answers for a patent-less enterprise
 * and as the result page reads a missing or malformed one (docs/api.md, src/pages/taizhou/enterprise/Result/chartData.ts).
 */
export const EMPTY_ANALYSIS = {
  yearly: [],
  patentTypes: { invention: 0, utility: 0, design: 0 },
  legalStatuses: { valid: 0, pending: 0, invalid: 0 },
  ipcSubclasses: [],
  inventors: [],
};
