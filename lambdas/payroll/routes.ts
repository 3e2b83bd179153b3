import type { RouteDef } from '../route-types.ts';

const PAYROLL = 2;
const DRIVER = 8;
const READ = { table: 'read' } as const;
const READ_WRITE = { table: 'readWrite' } as const;

/** Pay runs, pay documents and the payroll tools (spec part 2 §2, §7). Payroll is role ≤ 2; drivers reach only their own pay. */
export const payrollRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/payruns', handler: 'payroll/runs/list-pay-runs', minRole: PAYROLL, scope: 'company',
    summary: 'Pay-run tree: the 52 newest runs by pay date, each with Summary and Driver Reports', replaces: 'payrollRunData (list)', access: READ,
  },
  {
    method: 'POST', path: '/payruns', handler: 'payroll/runs/create-pay-run', minRole: PAYROLL, scope: 'company',
    summary: 'Create a draft pay run from a week ending (period and pay date per spec §9)', replaces: 'payrollRunData (add)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/payruns/{id}', handler: 'payroll/runs/get-pay-run', minRole: PAYROLL, scope: 'company',
    summary: 'One pay run with calculation progress (drivers done of total) and per-driver failures', replaces: 'payrollRunData (get)', access: READ,
  },
  {
    method: 'POST', path: '/payruns/{id}/calculations', handler: 'payroll/runs/start-calculation', minRole: PAYROLL, scope: 'company',
    summary: 'Start the pay-run calculation workflow (manual payouts are kept)', replaces: 'automatic recalculation',
    access: { table: 'readWrite', workflows: ['pay-run-calculation'] },
  },
  {
    method: 'GET', path: '/payruns/{id}/scenario', handler: 'payroll/runs/get-scenario', minRole: PAYROLL, scope: 'company',
    summary: "The run's pay-engine input as a what-if scenario file", access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/paydocs', handler: 'payroll/paydocs/list-pay-docs', minRole: PAYROLL, scope: 'company',
    summary: "The run's pay documents with totals (driver view)", replaces: 'payrollDocs (list)', access: READ,
  },
  {
    method: 'GET', path: '/payruns/{id}/paydocs/{driverId}', handler: 'payroll/paydocs/get-pay-doc', minRole: DRIVER, scope: 'own',
    summary: 'A pay document with trip payouts (explained), trip and fuel logs; a driver only his own',
    replaces: 'POST /fetchPayrollDocByDriverId, /fetchPayrollDocByPayDocID', access: READ,
  },
];
