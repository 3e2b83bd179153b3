import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { resolveDefectBody } from '#shared/forms/review-api';
import { upsertEntryBody } from '#shared/schedules/api';
import { humanizePath, labelled } from '#shared/validation/field-labels';
import { readFields } from '#shared/validation/read-fields';

const form = z.strictObject({
  label: labelled(z.string().trim().min(1).max(80), 'Label'),
  email: labelled(z.email(), 'Email').optional(),
  kind: labelled(z.enum(['tractor', 'driver']), 'Owner'),
  legs: z.array(z.strictObject({ origin: labelled(z.string().min(1), 'Origin'), miles: z.number().max(5000) })).max(3),
});

function problems(value: unknown) {
  const result = readFields(form, value);
  if (result.ok) throw new Error('expected problems');
  return result;
}

describe('the one validation error map', () => {
  it('says a missing field is required, by its screen label', () => {
    expect(problems({ kind: 'tractor', legs: [] }).fields).toEqual({ label: 'Label is required.' });
    expect(problems({ label: '  ', kind: 'tractor', legs: [] }).fields).toEqual({ label: 'Label is required.' });
  });

  it('says how long a text may be', () => {
    expect(problems({ label: 'x'.repeat(81), kind: 'tractor', legs: [] }).fields).toEqual({ label: 'Label is at most 80 characters.' });
  });

  it('says an e-mail address is not valid', () => {
    expect(problems({ label: 'A', email: 'nope', kind: 'tractor', legs: [] }).fields).toEqual({ email: 'Email is not a valid email address.' });
  });

  it('lists the choices of a choice field', () => {
    expect(problems({ label: 'A', kind: 'trailer', legs: [] }).fields).toEqual({ kind: 'Owner must be tractor or driver.' });
  });

  it('names a field inside a list by its label, and by its item and number without one', () => {
    const { fields } = problems({ label: 'A', kind: 'driver', legs: [{ origin: 'PHX', miles: 9000 }, { miles: 1 }] });
    expect(fields).toEqual({ 'legs.0.miles': 'Leg 1 miles is at most 5000.', 'legs.1.origin': 'Origin is required.' });
  });

  it('names an unexpected field and a wrong type in words', () => {
    expect(problems({ label: 5, kind: 'driver', legs: [], companyId: 'x' }).fields).toEqual({ label: 'Label must be text.', companyId: 'Company ID is not accepted.' });
  });

  it('answers a message made of the sentences, never a list of field codes', () => {
    const { message } = problems({ label: '', kind: 'x', legs: 'no' });
    expect(message).toBe('Label is required. Owner must be tractor or driver. Legs must be a list.');
  });

  it('reads a schedule entry with the entry form\'s labels', () => {
    const result = readFields(upsertEntryBody, { DriverID: '1004500', day: '2026-11-26', VehicleID: '410204', RunType: 'LINEHAUL', startTime: '25:00', legs: [{ origin: '', destination: 'x'.repeat(81) }] });
    expect(result.ok ? {} : result.fields).toEqual({
      startTime: 'Start time is not a valid time (00:00 to 23:59).',
      'legs.0.origin': 'Origin is required.',
      'legs.0.destination': 'Destination is at most 80 characters.',
    });
  });

  it('reports a value that fits none of a union\'s shapes by the shape it came closest to', () => {
    const result = readFields(resolveDefectBody, { comment: 'Fixed', certification: 'repaired', version: 1, repair: { create: { description: 'Brake chamber' } } });
    expect(result.ok ? {} : result.fields).toEqual({ 'repair.create.ServiceProvider': 'Service provider is required.' });
  });

  it('puts a field path in words when no label is given', () => {
    expect(humanizePath(['legs', 0, 'origin'])).toBe('Leg 1 origin');
    expect(humanizePath(['startTime'])).toBe('Start time');
    expect(humanizePath(['recipients', 2])).toBe('Recipient 3');
    expect(humanizePath(['repair', 'create', 'ServiceProvider'])).toBe('Service provider');
    expect(humanizePath(['cdlExpDate'])).toBe('CDL exp date');
  });
});
