import type { AccessPattern } from './access-patterns.ts';

/** Company, vehicle and driver documents: a few per tractor and driver, renewed yearly; the file is in S3. */
export const DOCUMENT_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'fleetDocument', readers: 'Document Manager (whole list, expired first), one owner\'s documents (gsi1: a tractor, a driver, the company)', pk: ['companyId'], sk: ['id'], indexes: ['gsi1: companyId, ownerKey / docType, id'], volumePerYear: '~1,500 (tractors and drivers × 3, renewed yearly)', grows: false },
];
