/**
 * The patent agency directory's vocabulary (issue 4, docs/api.md §11): the services an agency
 * offers, in the order the Suzhou agency page's filter and the agency statistics list them, as the
 * agency service, the page (src/pages/suzhou/Agency) and mock/ share them. No React, no Umi.
 */

/** Every service type; the first, `application` (专利申请代理), is one every agency offers. */
export const AGENCY_SERVICE_TYPES: readonly API.AgencyServiceType[] = [
  'application',
  'foreign',
  'reexamination',
  'litigation',
  'trademark',
  'operations',
  'navigation',
];
