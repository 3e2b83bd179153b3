import { describe, expect, it } from 'vitest';
import { BLUE_RIDGE, RED_MESA } from '#lib/local/seed/demo-companies';
import { demoLanes } from '#lib/local/seed/demo-schedules';

describe('the demo schedules\' lanes', () => {
  it('are each company\'s own: Red Mesa runs the Phoenix area\'s lanes, Blue Ridge its Carolinas and Virginia ones, never the other\'s', () => {
    const places = (lanes: ReadonlyArray<readonly [string, string]>) => new Set(lanes.flat());
    expect([...places(demoLanes(RED_MESA))].sort()).toEqual(['ABQ', 'ELP', 'LAS', 'PHX', 'TUS']);
    expect([...places(demoLanes(BLUE_RIDGE))].sort()).toEqual(['CLT', 'RIC']);
  });

  it('start or end each lane at one of the company\'s domiciles', () => {
    for (const company of [RED_MESA, BLUE_RIDGE]) {
      for (const [origin, destination] of demoLanes(company)) expect(company.domiciles.includes(origin) || company.domiciles.includes(destination), `${company.companyId} ${origin}-${destination}`).toBe(true);
    }
  });

  it('pair a company\'s domiciles when it has no lanes listed', () => {
    expect(demoLanes({ companyId: 'new-co', domiciles: ['TUL', 'OKC'] })).toEqual([['TUL', 'OKC'], ['OKC', 'TUL']]);
  });
});
