import { describe, expect, it } from 'vitest';
import { recordFactProblems } from '#shared/maintenance/record-facts';

const TODAY = '2026-11-27';

describe('what a maintenance record may not claim', () => {
  it('refuses a service after the company\'s today, by its field, and takes today itself', () => {
    expect(recordFactProblems({ ServiceDate: '2030-01-15' }, TODAY, {})).toEqual({ ServiceDate: 'Service date 2030-01-15 is after today (2026-11-27); a service is recorded once it is done.' });
    expect(recordFactProblems({ ServiceDate: '2026-11-28' }, TODAY, {})).toHaveProperty('ServiceDate');
    expect(recordFactProblems({ ServiceDate: TODAY }, TODAY, {})).toEqual({});
  });

  it('refuses an odometer below a reading the tractor showed on a day before the service day', () => {
    const reading = { odometer: 412_388, day: '2026-11-26' };
    expect(recordFactProblems({ ServiceDate: TODAY, odometer: 412_000 }, TODAY, reading)).toEqual({
      odometer: 'Odometer 412,000 is below the tractor\'s reading of 412,388 on 2026-11-26; enter the odometer at the service.',
    });
    expect(recordFactProblems({ ServiceDate: '2026-11-27', odometer: 412_387 }, TODAY, reading)).toHaveProperty('odometer');
    expect(recordFactProblems({ ServiceDate: TODAY, odometer: 412_388 }, TODAY, reading)).toEqual({});
  });

  it('lets a service on the reading\'s own day show up to a day\'s driving fewer miles, since the reading may have been taken after it', () => {
    const reading = { odometer: 412_388, day: '2026-11-26' };
    expect(recordFactProblems({ ServiceDate: '2026-11-26', odometer: 412_000 }, TODAY, reading)).toEqual({});
    expect(recordFactProblems({ ServiceDate: '2026-11-26', odometer: 412_388 - 825 }, TODAY, reading)).toEqual({});
    expect(recordFactProblems({ ServiceDate: '2026-11-26', odometer: 412_388 - 826 }, TODAY, reading)).toEqual({
      odometer: 'Odometer 411,562 is more than a day\'s driving (825 mi) below the tractor\'s reading of 412,388 on 2026-11-26; enter the odometer at the service.',
    });
  });

  it('lets an older service show fewer miles than a later reading, and a record without an odometer pass', () => {
    expect(recordFactProblems({ ServiceDate: '2026-11-20', odometer: 400_000 }, TODAY, { odometer: 412_388, day: '2026-11-26' })).toEqual({});
    expect(recordFactProblems({ ServiceDate: TODAY }, TODAY, { odometer: 412_388, day: '2026-11-26' })).toEqual({});
  });

  it('counts a reading of unknown day as today\'s, and reports both problems at once', () => {
    expect(recordFactProblems({ ServiceDate: '2026-11-20', odometer: 1 }, TODAY, { odometer: 500 })).toEqual({});
    expect(Object.keys(recordFactProblems({ ServiceDate: '2030-01-01', odometer: 1 }, TODAY, { odometer: 500 }))).toEqual(['ServiceDate', 'odometer']);
  });
});
