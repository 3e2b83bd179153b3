/**
 * The table's access patterns, one row per entity: the source of `lambdas/data/ACCESS-PATTERNS.md` and of
 * the unit test that holds every entity schema to it (`npm run docs` renders the page). Volumes assume a 200-tractor, 250-driver fleet with
 * ~300 users. `grows` marks an entity whose item count grows with activity (not with fleet size): its
 * partition must name an owner below the company (room, pay run, driver, tractor, day or month).
 */
import { DOCUMENT_ACCESS_PATTERNS } from './access-patterns-documents.ts';
import { FLEET_ACCESS_PATTERNS } from './access-patterns-fleet.ts';
import { INSPECTION_ACCESS_PATTERNS } from './access-patterns-inspections.ts';
import { SCHEDULE_ACCESS_PATTERNS } from './access-patterns-schedules.ts';
import { TIMEKEEPING_ACCESS_PATTERNS } from './access-patterns-timekeeping.ts';
import { TRIP_ACCESS_PATTERNS } from './access-patterns-trips.ts';
import { IMPORT_ACCESS_PATTERNS } from './access-patterns-imports.ts';
import { MAINTENANCE_ACCESS_PATTERNS } from './access-patterns-maintenance.ts';
import { TELEMATICS_ACCESS_PATTERNS } from './access-patterns-telematics.ts';
import { IVMR_ACCESS_PATTERNS } from './access-patterns-ivmr.ts';
import { FUEL_ACCESS_PATTERNS } from './access-patterns-fuel.ts';
import { MMR_ACCESS_PATTERNS } from './access-patterns-mmr.ts';
import { COMPANY_REPORT_ACCESS_PATTERNS } from './access-patterns-company-reports.ts';
import { ACCOUNT_ACCESS_PATTERNS } from './access-patterns-accounts.ts';
import { INTEGRATION_ACCESS_PATTERNS } from './access-patterns-integrations.ts';
import { COMPANY_SETUP_ACCESS_PATTERNS } from './access-patterns-company-setup.ts';
import { HELPDESK_ACCESS_PATTERNS } from './access-patterns-helpdesk.ts';

export interface AccessPattern {
  readonly entity: string;
  readonly readers: string;
  /** Primary index partition composite, in order. */
  readonly pk: readonly string[];
  readonly sk: readonly string[];
  /** Secondary indexes: `gsiN: pk composite / sk composite`. */
  readonly indexes: readonly string[];
  readonly volumePerYear: string;
  readonly grows: boolean;
  /** Set while the key is not the one it should be: the partition it is to get. */
  readonly plannedPk?: readonly string[];
}

export const ACCESS_PATTERNS: readonly AccessPattern[] = [
  // Company configuration: bounded by fleet and staff size, one company partition is right.
  { entity: 'company', readers: 'every payroll screen, GET /company, account/get-me; scheduled jobs list the companies (gsi1: the registry, one partition of every company)', pk: ['companyId'], sk: [], indexes: ['gsi1: registry / companyId'], volumePerYear: '1', grows: false },
  { entity: 'userProfile', readers: 'account profile page', pk: ['companyId'], sk: ['id'], indexes: [], volumePerYear: '~300 (users)', grows: false },
  { entity: 'directoryEntry', readers: 'chat audience selector, member lists (whole directory)', pk: ['companyId'], sk: ['uid'], indexes: [], volumePerYear: '~300 (users)', grows: false },
  { entity: 'chatProfile', readers: 'chat profile, sender names, alert contacts (batch get by user)', pk: ['companyId'], sk: ['userId'], indexes: [], volumePerYear: '~300 (users)', grows: false },
  { entity: 'bookmark', readers: 'home bookmarks (whole list)', pk: ['companyId'], sk: ['id'], indexes: [], volumePerYear: '~50', grows: false },
  { entity: 'domicile', readers: 'payroll tools domiciles, locations page, map, reports (whole list)', pk: ['companyId'], sk: ['id'], indexes: [], volumePerYear: '~10', grows: false },
  { entity: 'driver', readers: 'payroll tools drivers, calculation driver lookups, driver file, driver profile (whole list or get)', pk: ['companyId'], sk: ['DriverID'], indexes: [], volumePerYear: '250 + ~100 hires', grows: false },
  { entity: 'tractor', readers: 'tractor list with its counts, map (latest position on the item), status board, payroll tools (whole list); ingestion (batch get)', pk: ['companyId'], sk: ['VehicleID'], indexes: [], volumePerYear: '200 + ~30', grows: false },
  { entity: 'bonusButton', readers: 'payroll tools bonus buttons, calculation inputs (whole list)', pk: ['companyId'], sk: ['id'], indexes: [], volumePerYear: '~30', grows: false },
  { entity: 'payTableRow', readers: 'pay tables editor, calculation inputs (one table = one range)', pk: ['companyId'], sk: ['table', 'position'], indexes: [], volumePerYear: '~2,000 rows, replaced not added', grows: false },
  { entity: 'spotTableBackup', readers: 'pay tables backups list, restore (rows live in S3)', pk: ['companyId'], sk: ['backupId'], indexes: [], volumePerYear: '~100', grows: false },
  { entity: 'payRun', readers: 'pay runs list (newest first), every run screen and workflow (get)', pk: ['companyId'], sk: ['PayRunID'], indexes: [], volumePerYear: '52; each item bounded (≤ 500 drivers and vehicles, lists ≤ 150 KB: payroll/runs/run-bounds.ts)', grows: false },
  { entity: 'importHistory', readers: 'import history (gsi1, newest first, ≤ 1,000), import status polling (get)', pk: ['companyId'], sk: ['importBatchId'], indexes: ['gsi1: companyId / importedAt, importBatchId'], volumePerYear: '~500 (dry runs and imports; completed ones removed after 90 days)', grows: false },
  { entity: 'settlementAdjustment', readers: 'settlements list (company), calculation (per driver, gsi1)', pk: ['companyId'], sk: ['adjustmentId'], indexes: ['gsi1: companyId, DriverID / startWeekEnding, adjustmentId'], volumePerYear: '~1,000', grows: false },
  { entity: 'socketConnection', readers: 'chat fan-out (per user, gsi1), prune job (gsi2: every company\'s connections by expiry, read up to now)', pk: ['companyId'], sk: ['connectionId'], indexes: ['gsi1: companyId / userId, connectionId', 'gsi2: expiryBucket / expiresAt, companyId, connectionId'], volumePerYear: '≤ ~300 live (TTL 24 h); churn ~500k writes', grows: false },
  { entity: 'chatRoom', readers: 'chat room list (batch get by member rooms), room access (get)', pk: ['companyId'], sk: ['id'], indexes: ['gsi1: companyId / memberKey, id'], volumePerYear: '~300 + ~200', grows: false },
  // Activity: grows with trips, messages and navigation.
  { entity: 'chatMember', readers: 'my rooms (per user, gsi1), unread counts and room delete (per room)', pk: ['companyId', 'roomId'], sk: ['userId'], indexes: ['gsi1: companyId, userId / roomId'], volumePerYear: '~3,000 (rooms × members)', grows: true },
  { entity: 'chatMessage', readers: 'room messages page (newest 50), unread counts, likes, acknowledge', pk: ['companyId', 'roomId'], sk: ['id'], indexes: [], volumePerYear: '~700,000 (250 drivers × 10 a day × 260 days + office)', grows: true },
  { entity: 'chatSendReceipt', readers: 'a retried send from the phone\'s outbox finds the message already stored under its clientMessageId', pk: ['companyId', 'roomId', 'clientMessageId'], sk: [], indexes: [], volumePerYear: '~650,000 (one a message sent from the app)', grows: true },
  { entity: 'scheduledMessage', readers: 'room scheduled broadcasts, scheduler send', pk: ['companyId', 'roomId'], sk: ['id'], indexes: [], volumePerYear: '~300', grows: true },
  { entity: 'pendingAcknowledgement', readers: 'blocking acknowledge dialog (per user), message/room delete (per room, gsi1)', pk: ['companyId', 'userId'], sk: ['messageId', 'roomId'], indexes: ['gsi1: companyId, roomId / messageId, userId'], volumePerYear: '~26,000 written (2 broadcasts a week × 250), removed on acknowledge', grows: true },
  { entity: 'outgoingMail', readers: 'outbox / alert log (newest 100 a page, walking back month by month)', pk: ['companyId', 'month'], sk: ['id'], indexes: [], volumePerYear: '~52,000 (broadcast recipients × e-mail and SMS)', grows: true },
  { entity: 'emailSendClaim', readers: 'an e-mail that must go at most once (a scheduled report run\'s recipient) finds its key already claimed', pk: ['companyId', 'sendKey'], sk: [], indexes: [], volumePerYear: '~2,000 (scheduled report runs × recipients; TTL 30 days)', grows: true },
  { entity: 'userAction', readers: 'written on every navigation; audit reads one month', pk: ['companyId', 'month'], sk: ['actionId'], indexes: [], volumePerYear: '~3,900,000 (300 users × 50 a day × 260 days)', grows: true },
  { entity: 'tripLog', readers: 'statement import (write), calculation (driver chunk range), pay doc view (payDocument collection, gsi3), vehicle view (vehicleWeek collection, gsi1), team trips (gsi2)', pk: ['companyId', 'PayRunID'], sk: ['DriverNo1', 'TripNumber'], indexes: ['gsi1: companyId, PayRunID, VehicleID / TripNumber', 'gsi2: companyId, PayRunID, DriverNo2 / TripNumber', 'gsi3: companyId, PayRunID, DriverID / TripNumber'], volumePerYear: '~65,000 (250 × 5 trips × 52 weeks), ~1,250 a run', grows: true },
  { entity: 'fuelLog', readers: 'statement import (write), calculation finish (whole run), pay doc view (per vehicle), vehicle view (vehicleWeek collection, gsi1)', pk: ['companyId', 'PayRunID'], sk: ['VehicleID', 'StatementOrderIndex'], indexes: ['gsi1: companyId, PayRunID, VehicleID / StatementOrderIndex'], volumePerYear: '~31,000 (200 × 3 a week × 52), ~600 a run', grows: true },
  { entity: 'tripPayout', readers: 'calculation (driver chunk range, write), pay doc view (payDocument collection, gsi3), vehicle view (vehicleWeek collection, gsi1), payout edit', pk: ['companyId', 'PayRunID'], sk: ['DriverID', 'TripNumber'], indexes: ['gsi1: companyId, PayRunID, VehicleID / TripNumber, DriverID', 'gsi3: companyId, PayRunID, DriverID / TripNumber'], volumePerYear: '~80,000 (team trips pay two), ~1,500 a run', grows: true },
  { entity: 'payDoc', readers: 'run pay docs list, exports, pay doc view (payDocument collection, gsi3), driver pay history (gsi1, newest first)', pk: ['companyId', 'PayRunID'], sk: ['DriverID'], indexes: ['gsi1: companyId, DriverID / payDate', 'gsi3: companyId, PayRunID, DriverID / (none)'], volumePerYear: '13,000 (250 × 52)', grows: true },
  { entity: 'vehicleSummary', readers: 'run vehicles list, vehicle view, run report', pk: ['companyId', 'payrunId'], sk: ['vehicleId'], indexes: [], volumePerYear: '10,400 (200 × 52)', grows: true },
  { entity: 'calculationPart', readers: 'calculation workflow finish (sum of chunks)', pk: ['companyId', 'PayRunID'], sk: ['calculationId', 'chunk'], indexes: [], volumePerYear: '~1,500 (10 chunks × ~3 calculations × 52)', grows: true },
  { entity: 'missingRunFlag', readers: 'driver reports, resolve', pk: ['companyId', 'PayRunID'], sk: ['TripNumber'], indexes: [], volumePerYear: '~500', grows: true },
  { entity: 'payoutAudit', readers: 'payout audit list of a run', pk: ['companyId', 'PayRunID'], sk: ['auditId'], indexes: [], volumePerYear: '~1,000', grows: true },
  ...TELEMATICS_ACCESS_PATTERNS,
  ...MAINTENANCE_ACCESS_PATTERNS,
  ...DOCUMENT_ACCESS_PATTERNS,
  ...FLEET_ACCESS_PATTERNS,
  ...INSPECTION_ACCESS_PATTERNS,
  ...TIMEKEEPING_ACCESS_PATTERNS,
  ...SCHEDULE_ACCESS_PATTERNS,
  ...TRIP_ACCESS_PATTERNS,
  ...IMPORT_ACCESS_PATTERNS,
  ...IVMR_ACCESS_PATTERNS,
  ...FUEL_ACCESS_PATTERNS,
  ...MMR_ACCESS_PATTERNS,
  ...COMPANY_REPORT_ACCESS_PATTERNS,
  ...ACCOUNT_ACCESS_PATTERNS,
  ...INTEGRATION_ACCESS_PATTERNS,
  ...COMPANY_SETUP_ACCESS_PATTERNS,
  ...HELPDESK_ACCESS_PATTERNS,
  { entity: 'adjustmentApplication', readers: 'balances (per driver), calculation', pk: ['companyId', 'DriverID'], sk: ['PayRunID', 'adjustmentId'], indexes: [], volumePerYear: '~26,000 (500 weekly adjustments × 52), ~100 a driver', grows: true },
];

/** Entities of the next issues: not in the table yet, keyed here so they start right. */
export const PLANNED_ACCESS_PATTERNS: readonly AccessPattern[] = [
];
