import { describe, expect, it } from 'vitest';
import { findBrokenLegs, inDrivingOrder, legCode } from '#shared/trips/broken-legs';

const trip = (TripNumber: string, TripStartDate: string, LegOrg: string, LegDest: string, StatementOrderIndex = 0, PayRunID = '2026-01-03') =>
  ({ TripNumber, TripStartDate, LegOrg, LegDest, StatementOrderIndex, PayRunID });

describe('broken legs', () => {
  it('finds no broken leg when every trip starts where the previous one ended, ignoring leading zeros', () => {
    expect(findBrokenLegs([trip('1', '2025-12-28', '00852', '00871'), trip('2', '2025-12-29', '871', '0852')])).toEqual([]);
  });

  it('names the trip that starts somewhere else than the previous destination', () => {
    expect(findBrokenLegs([trip('1', '2025-12-28', '00852', '00871'), trip('2', '2025-12-29', '0612', '0613')])).toEqual([
      { TripNumber: '2', PayRunID: '2026-01-03', previousTripNumber: '1', expectedOrigin: '00871', actualOrigin: '0612' },
    ]);
  });

  it('orders by date across date formats, then by statement order, not by the order given', () => {
    const trips = [trip('3', '2025-12-30', '0871', '0852', 1), trip('1', '12/28/2025', '0852', '0871', 9), trip('2', '2025-12-30', '0852', '0871', 0)];
    expect(inDrivingOrder(trips).map((t) => t.TripNumber)).toEqual(['1', '2', '3']);
    expect(findBrokenLegs(trips)).toEqual([{ TripNumber: '2', PayRunID: '2026-01-03', previousTripNumber: '1', expectedOrigin: '0871', actualOrigin: '0852' }]);
  });

  it('passes over trips without legs such as spot runs', () => {
    expect(findBrokenLegs([trip('1', '2025-12-28', '0852', '0871'), trip('2', '2025-12-29', '', ''), trip('3', '2025-12-30', '0871', '0455')])).toEqual([]);
  });

  it('reads a leg code trimmed, upper-cased and without leading zeros, keeping a lone zero', () => {
    expect(legCode(' 00a12 ')).toBe('A12');
    expect(legCode('000')).toBe('0');
  });
});
