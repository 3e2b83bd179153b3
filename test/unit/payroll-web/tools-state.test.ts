import { describe, expect, it } from 'vitest';
import { initialToolsState, toolsReducer } from '#web/features/payroll/tools/tools-state.ts';

describe('payroll tools state', () => {
  it('choosing a statement period clears the truck summary and the driver and starts the schedule six days before the period end', () => {
    const open = toolsReducer(toolsReducer(initialToolsState, { type: 'open-truck', vehicleId: '410200' }), { type: 'select-driver', driverId: '1004500' });
    expect(open).toMatchObject({ activeTruck: '410200', selectedDriver: '1004500' });

    expect(toolsReducer(open, { type: 'choose-period', periodEnd: '2026-01-03' })).toEqual({ periodEnd: '2026-01-03', scheduleStart: '2025-12-28', activeTruck: null, selectedDriver: null });
  });

  it('moves the schedule start across a month and a year boundary', () => {
    expect(toolsReducer(initialToolsState, { type: 'choose-period', periodEnd: '2026-03-01' }).scheduleStart).toBe('2026-02-23');
  });
});
