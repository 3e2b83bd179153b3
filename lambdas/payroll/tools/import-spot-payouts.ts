import { spotImportBody } from '#shared/payroll-api/tools';
import { parseCsv } from '#shared/statement/csv';
import { ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadPayTable, rowFields } from '#lambdas/payroll/inputs/company-pay-profile';
import { backupTable, mergeSpotRows, replaceTable, validRows, type Row } from './pay-tables.ts';

const NUMBER_FIELDS = new Set(['payRate', 'payout']);

function rowsFromCsv(csv: string): Row[] {
  const [header = [], ...lines] = parseCsv(csv).filter((r) => r.some((c) => c.trim() !== ''));
  const names = header.map((h) => h.trim());
  if (!names.includes('spotName') || !names.includes('payout') || !names.includes('payType')) {
    throw new ValidationError('Invalid body: csv', { csv: 'The header must name spotName, payType and payout (siteName and payRate are optional).' });
  }
  return lines.map((cells) => Object.fromEntries(names.map((n, i) => {
    const text = (cells[i] ?? '').trim();
    return [n, NUMBER_FIELDS.has(n) && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text === '' && n === 'payRate' ? undefined : text];
  }).filter(([, v]) => v !== undefined)));
}

/**
 * Spot payout table bulk import (CSV or rows): merged by spotName or replacing the table, after an
 * automatic backup that records how many spots are new and how many changed.
 */
export const handler = companyRoute({ body: spotImportBody }, async ({ caller, body }) => {
  const incoming = validRows('SpotPayoutTable', body.csv !== undefined ? rowsFromCsv(body.csv) : body.rows!);
  const current = (await loadPayTable(caller.companyId, 'SpotPayoutTable')).map(rowFields);
  const merged = body.replace ? { rows: incoming, newSpots: incoming.length, updatedSpots: 0 } : mergeSpotRows(current, incoming);
  const backup = await backupTable(caller, 'SpotPayoutTable', {
    backupType: 'automatic',
    reason: 'Bulk import operation',
    fileName: body.fileName,
    changeCount: merged.newSpots + merged.updatedSpots,
    newSpots: merged.newSpots,
    updatedSpots: merged.updatedSpots,
  });
  await replaceTable(caller.companyId, 'SpotPayoutTable', merged.rows);
  return { recordCount: merged.rows.length, newSpots: merged.newSpots, updatedSpots: merged.updatedSpots, changeCount: merged.newSpots + merged.updatedSpots, backup };
});
