import * as z from 'zod';
import { tractorHistoryQuery, vehicleId } from '#shared/maintenance/api';
import { decodeCursor, encodeCursor } from '#shared/maintenance/search';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { serviceReminderEntity } from '#lambdas/data/entities/service-reminder';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { reminderView } from '#lambdas/maintenance/reminders/reminder-view';
import { recordView } from './record-view.ts';

/** Spec §9: maintenance history shows 10 records at a time. */
export const HISTORY_PAGE = 10;

/**
 * A tractor's maintenance history, newest first, 10 a page with a cursor, and its reminders. Only live
 * records: a voided one is in the office's voided list.
 */
export const handler = companyRoute({ params: z.object({ vehicleId }), query: tractorHistoryQuery }, async ({ caller, params, query }) => {
  const { companyId } = caller;
  const { data: tractor } = await tractorEntity().get({ companyId, VehicleID: params.vehicleId }).go({ attributes: ['VehicleID'] });
  if (!tractor) throw new NotFoundError('Tractor not found.');
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !after) throw new ValidationError('Invalid query: cursor', { cursor: 'Not a cursor this list gave.' });
  const base = maintenanceRecordEntity().query.byVehicle({ companyId, VehicleID: params.vehicleId });
  const ranged = after ? base.lt({ ServiceDate: after.d, id: after.i }) : base;
  // `count`, not `limit`: pages are read until that many live records are found past the filter.
  const { data } = await ranged.where((attr, { notExists }) => notExists(attr.voidedAt)).go({ order: 'desc', count: HISTORY_PAGE + 1 });
  const page = data.slice(0, HISTORY_PAGE);
  const hasMore = data.length > HISTORY_PAGE;
  const { data: reminders } = await serviceReminderEntity().query.byVehicle({ companyId, VehicleID: params.vehicleId }).go({ pages: 'all' });
  return {
    records: await Promise.all(page.map(recordView)),
    nextCursor: hasMore ? encodeCursor(page[page.length - 1]!) : null,
    hasMore,
    reminders: reminders.filter((r) => r.VehicleID === params.vehicleId).map(reminderView),
  };
});
