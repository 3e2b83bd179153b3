import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { PAY_TABLES, type PayTableName, type SpotTableBackupView } from '#shared/payroll-api/tools';
import { payTableRowEntity, positionKey } from '#lambdas/data/entities/pay-table-row';
import { spotTableBackupEntity, type SpotTableBackupItem } from '#lambdas/data/entities/spot-table-backup';
import { readFields } from '#shared/validation/read-fields';
import { ValidationError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { readObject, writeObject } from '#lambdas/imports/uploads';
import { loadPayTable, rowFields } from '#lambdas/payroll/inputs/company-pay-profile';
import { batchDelete, batchPut } from '#lambdas/data/batch';

export type Row = Record<string, unknown>;

/** Validates a table's rows; every problem is keyed `rows.<index>.<field>` in the 400, in the one error map's words. */
export function validRows(table: PayTableName, rows: readonly unknown[], where = 'rows'): Row[] {
  const read = readFields(z.array(PAY_TABLES[table] as z.ZodType), rows, where);
  if (read.ok) return read.data as Row[];
  const fields = Object.fromEntries(Object.entries(read.fields).map(([path, sentence]) => [path === where ? where : `${where}.${path}`, sentence]));
  throw new ValidationError(read.message, fields);
}

/** Replaces every row of a table, keeping the given order. */
export async function replaceTable(companyId: string, table: PayTableName, rows: readonly Row[]): Promise<void> {
  const entity = payTableRowEntity();
  const existing = await loadPayTable(companyId, table);
  const stale = existing.filter((e) => Number(e.position) >= rows.length);
  await batchPut(entity, rows.map((row, i) => ({ ...row, companyId, table, position: positionKey(i) })));
  await batchDelete(entity, stale.map((e) => ({ companyId, table, position: e.position })));
}

export function backupView(item: SpotTableBackupItem): SpotTableBackupView {
  return {
    backupId: item.backupId,
    table: item.table,
    timestamp: item.timestamp,
    reason: item.reason ?? 'Bulk import operation',
    createdBy: item.createdBy,
    recordCount: item.recordCount,
    backupType: (item.backupType ?? 'manual') as SpotTableBackupView['backupType'],
    fileName: item.fileName ?? 'unknown',
    changeCount: item.changeCount ?? 0,
    newSpots: item.newSpots ?? 0,
    updatedSpots: item.updatedSpots ?? 0,
  };
}

export interface BackupMeta {
  reason?: string;
  backupType?: 'manual' | 'automatic';
  fileName?: string;
  changeCount?: number;
  newSpots?: number;
  updatedSpots?: number;
}

/** Copies a table's current rows to the uploads bucket and records the backup (spec SpotRateTableBackups). */
export async function backupTable(caller: CompanyCaller, table: PayTableName, meta: BackupMeta): Promise<SpotTableBackupView> {
  const rows = (await loadPayTable(caller.companyId, table)).map(rowFields);
  const timestamp = new Date().toISOString();
  const backupId = `${timestamp}_${randomUUID().slice(0, 8)}`;
  const backupDataKey = `paytable-backups/${encodeURIComponent(caller.companyId)}/${backupId}.json`;
  await writeObject(backupDataKey, JSON.stringify({ table, rows }), 'application/json');
  const { data } = await spotTableBackupEntity()
    .create({ companyId: caller.companyId, backupId, table, timestamp, backupDataKey, createdBy: caller.displayName || caller.userId, recordCount: rows.length, ...meta })
    .go();
  return backupView(data as SpotTableBackupItem);
}

export async function readBackupRows(item: SpotTableBackupItem): Promise<{ table: PayTableName; rows: Row[] }> {
  const text = new TextDecoder().decode(await readObject(item.backupDataKey));
  return JSON.parse(text) as { table: PayTableName; rows: Row[] };
}

/** Spot payout rows merged by spotName (case and spaces ignored): new names added, known ones updated. */
export function mergeSpotRows(current: readonly Row[], incoming: readonly Row[]): { rows: Row[]; newSpots: number; updatedSpots: number } {
  const key = (r: Row) => String(r.spotName ?? '').trim().toLowerCase();
  const rows = current.map((r) => ({ ...r }));
  const index = new Map(rows.map((r, i) => [key(r), i]));
  let newSpots = 0;
  let updatedSpots = 0;
  for (const row of incoming) {
    const at = index.get(key(row));
    if (at === undefined) {
      index.set(key(row), rows.length);
      rows.push({ ...row });
      newSpots++;
    } else if (JSON.stringify(rows[at]) !== JSON.stringify({ ...rows[at], ...row })) {
      rows[at] = { ...rows[at], ...row };
      updatedSpots++;
    }
  }
  return { rows, newSpots, updatedSpots };
}
