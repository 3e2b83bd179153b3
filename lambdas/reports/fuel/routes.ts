import type { RouteDef } from '#lambdas/route-types';

/** Fuel purchases from the card provider (WEX) and by upload, the quarter's IFTA with the company's rates and its CSV (spec onRequestIFTACsvExportData; fleet-rules IFTA). */
export const fuelTaxRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/ifta', handler: 'reports/fuel/get-ifta', minRole: 3, scope: 'company',
    summary: "The quarter's IFTA return (miles by jurisdiction from the daily state mileage, fuel card gallons, fleet MPG, taxable and net gallons, tax at the company's rates)", access: { table: 'read' },
  },
  {
    // Dispatch (3) files IFTA, so it keeps the quarter's rates too (the report's own minimum role).
    method: 'PUT', path: '/ifta/rates/{quarter}', handler: 'reports/fuel/put-ifta-rates', minRole: 3, scope: 'company',
    summary: "The company's IFTA tax rates of a quarter ($/gal per IFTA jurisdiction, 0 to 5, at most 4 decimals)", access: { table: 'readWrite' },
  },
  {
    method: 'GET', path: '/ifta/export', handler: 'reports/fuel/export-ifta', minRole: 3, scope: 'company',
    summary: 'IFTA CSV of a period of up to a year: per tractor, day and jurisdiction, miles and gallons bought', replaces: 'POST /onRequestIFTACsvExportData', access: { table: 'read' },
  },
  {
    method: 'GET', path: '/ifta/summary-export', handler: 'reports/fuel/export-ifta-summary', minRole: 3, scope: 'company',
    summary: "The quarter's IFTA return by jurisdiction as CSV", access: { table: 'read' },
  },
  {
    method: 'GET', path: '/fuel/purchases', handler: 'reports/fuel/list-fuel-purchases', minRole: 3, scope: 'company',
    summary: "A month's fuel card purchases with totals (filters unmatched, unapproved); 409 until the fuel card integration is complete", access: { table: 'read' },
  },
  {
    method: 'GET', path: '/fuel/files', handler: 'reports/fuel/list-fuel-files', minRole: 3, scope: 'company',
    summary: 'The latest fuel card transactions files read (inbox and uploads), newest first', access: { table: 'read' },
  },
  {
    method: 'POST', path: '/fuel/uploads', handler: 'reports/fuel/create-fuel-upload', minRole: 3, scope: 'company',
    summary: 'Presigned upload of a fuel card transactions file (CSV, the provider\'s layout)', access: { table: 'read', uploads: 'readWrite' },
  },
  {
    method: 'POST', path: '/fuel/files', handler: 'reports/fuel/read-fuel-file', minRole: 3, scope: 'company',
    summary: 'Read an uploaded transactions file: each purchase stored once, matched by fuel card, unapproved vendors flagged; row errors store nothing', access: { table: 'readWrite', uploads: 'read' },
  },
];
