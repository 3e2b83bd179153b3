import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A driver of the company (spec part 2 §3 driverLookupTable), keyed by his 7-character DriverID, with
 * his pay settings. His spot tiers and rate tables are a few rows each and stay inline as lists.
 */
export const driverSchema = {
  model: { entity: 'driver', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string' },
    FirstName: { type: 'string', required: true },
    LastName: { type: 'string', required: true },
    DisplayName: { type: 'string', required: true },
    Active: { type: 'boolean', default: true },
    TermStatus: { type: 'boolean', default: false },
    /** One or more domicile codes separated by '/'. */
    Domicile: { type: 'string', default: '' },
    Phone: { type: 'string', default: '' },
    HireDate: { type: 'string' },
    OriginalHireDate: { type: 'string' },
    TermDate: { type: 'string' },
    cdlExpDate: { type: 'string' },
    medExpDate: { type: 'string' },
    DriverSpotPercentRate: { type: 'number' },
    DriverSpotLivePayValue: { type: 'number' },
    LivePayValue: { type: 'number' },
    disableDandHpay: { type: 'boolean', default: false },
    driverSpotRateTableConfig: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          mileRangeStart: { type: 'number', required: true },
          mileRangeEnd: { type: 'number', required: true },
          payType: { type: 'string', required: true },
          payRate: { type: 'number', required: true },
          includeLiveLoad: { type: 'boolean' },
          liveLoadRate: { type: 'number' },
          liveLoadType: { type: 'string' },
          tierName: { type: 'string' },
          description: { type: 'string' },
        },
      },
      default: () => [],
    },
    soloRateTable: { type: 'list', items: { type: 'map', properties: { mileRangeStart: { type: 'number', required: true }, mileRangeEnd: { type: 'number', required: true }, payRate: { type: 'number', required: true } } }, default: () => [] },
    teamRateTable: { type: 'list', items: { type: 'map', properties: { mileRangeStart: { type: 'number', required: true }, mileRangeEnd: { type: 'number', required: true }, payRate: { type: 'number', required: true } } }, default: () => [] },
    payFixedPerDiem: { type: 'boolean', default: false },
    fixedPerDiem: { type: 'number' },
    payDayRate: { type: 'boolean', default: false },
    payFullDayRate: { type: 'boolean', default: false },
    dayRate: { type: 'number' },
    payHourlyRate: { type: 'boolean', default: false },
    payFullHourlyRate: { type: 'boolean', default: false },
    hourlyRate: { type: 'number' },
    payWeeklyRate: { type: 'boolean', default: false },
    payFullWeeklyRate: { type: 'boolean', default: false },
    weeklyRate: { type: 'number' },
    minShiftHours: { type: 'number' },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byDriverId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['DriverID'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(driverSchema, config));

export function driverEntity() {
  return reused();
}

export type DriverItem = EntityItem<ReturnType<typeof driverEntity>>;
