import { describe, expect, it } from 'vitest';
import { FirstSeen, milesProblem } from '#shared/payroll/input-checks';

describe('miles a trip can be paid on', () => {
  it.each<[unknown, string | undefined]>([
    [0, undefined],
    [612, undefined],
    ['612.5', undefined],
    ['212 mi', '"212 mi" is not a number'],
    ['', '"" is not a number'],
    [Number.NaN, 'NaN is not a number'],
    [true, 'true is not a number'],
    [null, 'null is not a number'],
    [undefined, 'nothing is not a number'],
    [-1, 'must be 0 or more'],
    ['-0.01', 'must be 0 or more'],
  ])('MilesQTY %j: %s', (miles, problem) => {
    expect(milesProblem(miles)).toBe(problem);
  });
});

describe('first place a key was seen', () => {
  it('answers nothing the first time and the first place on every repeat', () => {
    const seen = new FirstSeen<number>();
    expect([seen.earlier('T1', 2), seen.earlier('T2', 3), seen.earlier('T1', 7), seen.earlier('T1', 9)]).toEqual([undefined, undefined, 2, 2]);
  });
});
