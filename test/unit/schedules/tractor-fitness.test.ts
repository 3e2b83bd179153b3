import { describe, expect, it } from 'vitest';
import { judgeTractor, type FitnessInput } from '#shared/schedules/tractor-fitness';

const DAY = '2031-03-05';
const base = (over: Partial<FitnessInput> = {}): FitnessInput => ({
  VehicleID: '410201', tractor: { VehicleID: '410201', Active: true, serviceState: 'in-service' }, defects: [], documents: [], reminders: [], day: DAY, ...over,
});

describe('judging a tractor for a run', () => {
  it('refuses a tractor the company does not have, naming it, and one that is not active', () => {
    expect(judgeTractor(base({ VehicleID: 'NOPE-99', tractor: undefined }))).toEqual({ ok: false, field: 'VehicleID', message: 'Tractor NOPE-99 is not one of your tractors.' });
    expect(judgeTractor(base({ tractor: { VehicleID: '410201', Active: false } }))).toEqual({ ok: false, field: 'VehicleID', message: 'Tractor 410201 is not active.' });
  });

  it('refuses an out-of-service tractor without a reason, whether the shop or an unrepaired fault holds it', () => {
    const byShop = judgeTractor(base({ tractor: { VehicleID: '410201', serviceState: 'out-of-service', outOfServiceReason: 'Cracked windshield' } }));
    expect(byShop).toEqual({ ok: false, field: 'outOfServiceReason', message: 'Tractor 410201 is out of service (Cracked windshield). Give a reason to schedule it anyway.' });
    // Moved into the shop by hand, a tractor with an open out-of-service fault still may not run.
    const byFault = judgeTractor(base({ tractor: { VehicleID: '410201', serviceState: 'in-shop' }, defects: [{ label: 'Service brakes', state: 'open', outOfService: true }], overrideReason: '   ' }));
    expect(byFault).toMatchObject({ ok: false, field: 'outOfServiceReason', message: expect.stringContaining('out-of-service defect: Service brakes') });
  });

  it('lets dispatch send an out-of-service tractor with a reason, keeping what held it', () => {
    const verdict = judgeTractor(base({ defects: [{ label: 'Service brakes', state: 'open', outOfService: true }], overrideReason: 'Yard move to the shop only' }));
    expect(verdict).toEqual({ ok: true, warnings: [], outOfService: 'out-of-service defect: Service brakes' });
  });

  it('warns of overdue service, unrepaired faults, cab papers lapsed by the run day and the shop, and saves', () => {
    const verdict = judgeTractor(base({
      tractor: { VehicleID: '410201', serviceState: 'in-shop' },
      reminders: [{ programName: 'PM A', state: 'overdue' }, { programName: 'Annual', state: 'due' }],
      defects: [{ label: 'Mirrors', state: 'deferred', deferredUntil: '2031-03-09' }, { label: 'Horn', state: 'open' }, { label: 'Wipers', state: 'resolved' }],
      documents: [
        { docKind: 'registration', label: 'Registration (cab card)', expDate: '2031-03-04' },
        { docKind: 'insurance', label: 'Insurance card', expDate: DAY },
        { docKind: 'other', label: 'Wash card', expDate: '2020-01-01' },
      ],
    }));
    expect(verdict).toEqual({
      ok: true,
      outOfService: null,
      warnings: [
        { kind: 'in-shop', message: 'Tractor 410201 is in the shop.' },
        { kind: 'service-overdue', message: 'Tractor 410201 is overdue for service: PM A.' },
        { kind: 'open-defects', message: 'Tractor 410201 has 2 unrepaired defects: Mirrors (deferred until 03/09/2031), Horn.' },
        { kind: 'document-expired', message: "Tractor 410201's Registration (cab card) is expired on the day of this run (expiry date 03/04/2031)." },
      ],
    });
  });

  it('has nothing to say of a tractor in service with its papers and service in order', () => {
    expect(judgeTractor(base({ documents: [{ docKind: 'registration', label: 'Registration', expDate: '2032-01-01' }], reminders: [{ programName: 'PM A', state: 'due-soon' }] })))
      .toEqual({ ok: true, warnings: [], outOfService: null });
  });
});
