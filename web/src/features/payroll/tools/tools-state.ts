import { statementPeriodChoice } from '#shared/payroll-api/statement-periods';

/** What the payroll tools remember while the clerk moves between views of a pay run. */
export interface ToolsState {
  /** Week ending (YYYY-MM-DD) of the chosen statement period. */
  periodEnd: string | null;
  /** The schedule calendar's first day (YYYY-MM-DD). */
  scheduleStart: string | null;
  /** The vehicle whose truck summary is open in the vehicle view. */
  activeTruck: string | null;
  /** The driver open in the driver view. */
  selectedDriver: string | null;
}

export type ToolsAction =
  | { type: 'choose-period'; periodEnd: string }
  | { type: 'open-truck'; vehicleId: string | null }
  | { type: 'select-driver'; driverId: string | null };

export const initialToolsState: ToolsState = { periodEnd: null, scheduleStart: null, activeTruck: null, selectedDriver: null };

/** Spec part 2 §2: a new statement period clears the truck summary and the driver, and the schedule starts six days before its end. */
export function toolsReducer(state: ToolsState, action: ToolsAction): ToolsState {
  switch (action.type) {
    case 'choose-period': {
      const choice = statementPeriodChoice(action.periodEnd);
      return { periodEnd: choice.endDate, scheduleStart: choice.scheduleStart, activeTruck: choice.activeTruckSummary, selectedDriver: choice.selectedDriver };
    }
    case 'open-truck':
      return { ...state, activeTruck: action.vehicleId };
    case 'select-driver':
      return { ...state, selectedDriver: action.driverId };
  }
}
