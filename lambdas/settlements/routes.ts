import type { RouteDef } from '#lambdas/route-types';

const RW = { table: 'readWrite' } as const;

/** Settlement adjustments (spec /settlement-adjustments, role ≤ 2): deductions and reimbursements applied in pay runs. */
export const settlementRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/settlement-adjustments', handler: 'settlements/list-adjustments', minRole: 2, scope: 'company',
    summary: 'Settlement adjustments, all or one driver’s', replaces: 'SettlementAdjustmentPayments (list)', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/settlement-adjustments', handler: 'settlements/create-adjustment', minRole: 2, scope: 'company',
    summary: 'Add a one-off or weekly deduction or reimbursement for a driver', replaces: 'SettlementAdjustmentPayments (add)', access: RW,
  },
  {
    method: 'PUT', path: '/settlement-adjustments/{id}', handler: 'settlements/update-adjustment', minRole: 2, scope: 'company',
    summary: 'Edit or stop an adjustment (version lock)', replaces: 'SettlementAdjustmentPayments (set)', access: RW,
  },
  {
    method: 'DELETE', path: '/settlement-adjustments/{id}', handler: 'settlements/delete-adjustment', minRole: 2, scope: 'company',
    summary: 'Delete an adjustment', replaces: 'SettlementAdjustmentPayments (delete)', access: RW,
  },
  {
    method: 'GET', path: '/settlement-adjustments/balances', handler: 'settlements/list-balances', minRole: 2, scope: 'company',
    summary: 'Running balance per driver: deductions carried to the next run', access: { table: 'read' },
  },
];
