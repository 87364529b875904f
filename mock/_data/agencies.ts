import { AGENCY_SERVICE_TYPES } from '../../src/domain/agency';
import { PUNISHMENTS } from './content';
import { DIRECTORY_AGENCIES, type RegionCode } from './parties';
import { REFERENCE_DATE, createRandom, dateBefore, hashSeed } from './random';

/**
 * Issue 4: the patent agency directory (docs/api.md §11): every licensed agency of ./parties with
 * its attorneys, services and activity, and the penalty notices of ./content that name it (by name
 * and credit code), newest first.
 */

/** The services besides `application`, which every agency offers. */
const OPTIONAL_SERVICES = AGENCY_SERVICE_TYPES.filter((type) => type !== 'application');

/** Penalties shown on an agency row. */
const PENALTIES_SHOWN = 3;

const fullYearsSince = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const [ry, rm, rd] = REFERENCE_DATE.split('-').map(Number);
  return ry - y - (rm < m || (rm === m && rd < d) ? 1 : 0);
};

export const AGENCY_DIRECTORY: readonly API.AgencyItem[] = DIRECTORY_AGENCIES.map((agency, index) => {
  const random = createRandom(hashSeed(`agency:${agency.name}`));
  const attorneyCount = random.int(2, 36);
  const licensedDate = dateBefore(random.int(300, 8000));
  const penalties = PUNISHMENTS.filter((p) => p.partyName === agency.name && p.partyCreditCode === agency.creditCode)
    .slice(0, PENALTIES_SHOWN)
    .map(({ id, decisionNo, decisionDate, penaltyType }) => ({ id, decisionNo, decisionDate, penaltyType }));
  return {
    id: `ag-${String(index + 1).padStart(4, '0')}`,
    name: agency.name,
    creditCode: agency.creditCode,
    licenceNo: agency.licenceNo ?? '',
    region: agency.district.region,
    district: agency.district.name,
    attorneyCount,
    serviceTypes: ['application', ...OPTIONAL_SERVICES.filter(() => random.next() < 0.45)],
    licensedDate,
    yearsActive: fullYearsSince(licensedDate),
    recentApplicationCount: attorneyCount * random.int(25, 110),
    penalties,
  };
});

/** Headline statistics of a region's agencies. */
export function agencyStatistics(region: RegionCode): API.AgencyStatistics {
  const agencies = AGENCY_DIRECTORY.filter((a) => a.region === region);
  const districts = new Map<string, { district: string; agencyCount: number; attorneyCount: number }>();
  for (const agency of agencies) {
    const entry = districts.get(agency.district) ?? { district: agency.district, agencyCount: 0, attorneyCount: 0 };
    entry.agencyCount += 1;
    entry.attorneyCount += agency.attorneyCount;
    districts.set(agency.district, entry);
  }
  return {
    region,
    dataDate: REFERENCE_DATE,
    agencyCount: agencies.length,
    attorneyCount: agencies.reduce((sum, a) => sum + a.attorneyCount, 0),
    recentApplicationCount: agencies.reduce((sum, a) => sum + a.recentApplicationCount, 0),
    penalizedAgencyCount: agencies.filter((a) => a.penalties.length > 0).length,
    serviceTypes: AGENCY_SERVICE_TYPES.map((serviceType) => ({
      serviceType,
      agencyCount: agencies.filter((a) => a.serviceTypes.includes(serviceType)).length,
    })),
    districts: [...districts.values()].sort((a, b) => b.agencyCount - a.agencyCount || b.attorneyCount - a.attorneyCount),
  };
}

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
