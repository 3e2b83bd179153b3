import { describe, expect, it } from 'vitest';
import { dueSoonShown, serviceStanding } from '#shared/fleet/service-standing';

describe('a tractor\'s service standing', () => {
  it('is overdue or due soon, never both: an overdue service outranks the due-soon ones', () => {
    expect(serviceStanding({ serviceOverdueCount: 1, serviceDueSoonCount: 2 })).toBe('overdue');
    expect(serviceStanding({ serviceOverdueCount: 0, serviceDueSoonCount: 2 })).toBe('due-soon');
    expect(serviceStanding({ serviceOverdueCount: 0, serviceDueSoonCount: 0 })).toBe('ok');
    expect(serviceStanding({})).toBe('ok');
  });

  it('shows a due-soon count in the list only for a tractor that is not overdue, so the list and the dashboard tile count the same tractors', () => {
    const fleet = [
      { serviceOverdueCount: 1, serviceDueSoonCount: 1 },
      { serviceOverdueCount: 0, serviceDueSoonCount: 3 },
      { serviceOverdueCount: 2, serviceDueSoonCount: 0 },
      { serviceOverdueCount: 0, serviceDueSoonCount: 0 },
    ];
    expect(fleet.map(dueSoonShown)).toEqual([0, 3, 0, 0]);
    expect(fleet.filter((t) => dueSoonShown(t) > 0).length).toBe(fleet.filter((t) => serviceStanding(t) === 'due-soon').length);
  });
});
