import { describe, expect, it } from 'vitest';
import { extractSpotRunNames } from '#shared/trips/spot-names';

describe('spot run names', () => {
  it('counts the distinct spot names of SPOT trips and marks those the spot table already has', () => {
    const trips = [
      { RunType: 'SPOT', SpotName: 'Walmart DC 6011 ', SiteName: 'Casa Grande' },
      { RunType: 'spot', SpotName: 'WALMART DC 6011', SiteName: 'Casa Grande' },
      { RunType: 'SPOT', SpotName: '', SiteName: 'Tolleson Yard' },
      { RunType: 'LINEHAUL', SpotName: 'NOT A SPOT' },
      { RunType: 'SPOT' },
    ];
    expect(extractSpotRunNames(trips, ['walmart dc 6011'])).toEqual([
      { spotName: 'Tolleson Yard', siteName: 'Tolleson Yard', trips: 1, inSpotTable: false },
      { spotName: 'Walmart DC 6011', siteName: 'Casa Grande', trips: 2, inSpotTable: true },
    ]);
  });
});
