import { describe, expect, it } from 'vitest';
import { voidBody, type RecordInput } from '#shared/maintenance/api';
import { voidedLine } from '#shared/maintenance/voided';
import { readFields } from '#shared/validation/read-fields';
import type { MaintenanceRecordItem } from '#lambdas/data/entities/maintenance-record';
import { recordItem, voidedItem } from '#lambdas/maintenance/records/record-item';

const INPUT: RecordInput = {
  id: 'r1', VehicleID: '104417', ServiceDate: '2026-11-20', ServiceStatus: 'Completed', status: 'not filed', isPM: true, serviceType: 'PM A',
  odometer: 412_000, ServiceNo: 'WO-9', ServiceProvider: 'Speedco', filename: '', notes: '', costLines: [{ kind: 'parts', description: 'Filters', amount: 80 }],
};
const TRACTOR = { Vin: '1XKYD49X0LJ000001', Domicile: 'PHX' };
const stored = (): MaintenanceRecordItem => recordItem('c1', 'Ana', INPUT, TRACTOR, '2026-11-20T15:00:00.000Z') as MaintenanceRecordItem;

describe('voiding a maintenance record', () => {
  it('moves the record to the voided list with who, when and why, one version on, and leaves its facts as entered', () => {
    const voided = voidedItem(stored(), { name: 'Sam Ortiz', uid: 'u-9' }, 'Wrong tractor', '2026-11-28T04:30:00.000Z');
    expect(voided).toMatchObject({
      listName: 'voided', voidedAt: '2026-11-28T04:30:00.000Z', voidedBy: 'Sam Ortiz', voidedByUid: 'u-9', voidReason: 'Wrong tractor',
      updatedBy: 'Sam Ortiz', updatedOn: '2026-11-28T04:30:00.000Z', version: 2,
      ServiceStatus: 'Completed', odometer: 412_000, total: 80, ServiceDate: '2026-11-20',
    });
  });

  it('keeps the void through a later write of the same record (an import of the same row), so nothing revives it', () => {
    const voided = voidedItem(stored(), { name: 'Sam Ortiz', uid: 'u-9' }, 'Duplicate', '2026-11-28T04:30:00.000Z');
    const again = recordItem('c1', 'import', { ...INPUT, ServiceStatus: 'In Progress' }, TRACTOR, '2026-11-29T00:00:00.000Z', voided);
    expect(again).toMatchObject({ listName: 'voided', voidedAt: voided.voidedAt, voidedBy: 'Sam Ortiz', voidedByUid: 'u-9', voidReason: 'Duplicate', version: 3 });
    const live = recordItem('c1', 'import', { ...INPUT, ServiceStatus: 'In Progress' }, TRACTOR, '2026-11-29T00:00:00.000Z', stored());
    expect(live.listName).toBe('in-progress');
    expect(live).not.toHaveProperty('voidedAt');
  });

  it('requires a reason of at most 200 characters, named as the dialog labels it', () => {
    const key = { VehicleID: '104417', ServiceDate: '2026-11-20', version: 1 };
    for (const reason of [undefined, '', '   ']) {
      const read = readFields(voidBody, { ...key, ...(reason === undefined ? {} : { reason }) });
      expect(read.ok ? {} : read.fields, JSON.stringify(reason)).toEqual({ reason: 'Reason is required.' });
    }
    const long = readFields(voidBody, { ...key, reason: 'x'.repeat(201) });
    expect(long.ok ? {} : long.fields).toEqual({ reason: 'Reason is at most 200 characters.' });
    expect(readFields(voidBody, { ...key, reason: ` ${'x'.repeat(200)} ` })).toMatchObject({ ok: true, data: { reason: 'x'.repeat(200) } });
  });

  it("reads as voided by whom, on the company's day, and why", () => {
    const voided = { by: 'Sam Ortiz', byUid: 'u-9', at: '2026-11-28T04:30:00.000Z', reason: 'Wrong tractor' };
    // 04:30 UTC is still the 27th in Phoenix.
    expect(voidedLine(voided, 'America/Phoenix')).toBe('Voided by Sam Ortiz on 11/27/2026: Wrong tractor');
    expect(voidedLine(voided, 'UTC')).toBe('Voided by Sam Ortiz on 11/28/2026: Wrong tractor');
  });
});
