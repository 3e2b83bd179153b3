import { weekParams, type CreatedRecords } from '#shared/reports/ivmr-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyEntity } from '#lambdas/data/entities/company';
import { ivmrApprovalEntity } from '#lambdas/data/entities/ivmr-approval';
import { mapBounded } from '#lambdas/data/map-bounded';
import { loadWeek } from './week-data.ts';

const WRITES_AT_ONCE = 8;

function isConditionFailure(error: unknown): boolean {
  const text = `${(error as Error)?.name ?? ''} ${(error as Error)?.message ?? ''} ${String((error as { cause?: { name?: string } })?.cause?.name ?? '')}`;
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}

/**
 * Spec §4: the week's records are written with Approved false and `creating` set, then `creating` is
 * cleared once all are written. A tractor with no record gets one; a draft computed from positions is
 * recomputed; an approved week and an imported draft are kept. Each put is refused if the week was
 * approved meanwhile, so a record is never written over an approval. Idempotent.
 */
export const handler = companyRoute({ params: weekParams }, async ({ caller, params }) => {
  const { companyId } = caller;
  const [week, { data: company }] = await Promise.all([loadWeek(companyId, params.weekEnding), companyEntity().get({ companyId }).go()]);
  const answer: CreatedRecords = { weekEnding: params.weekEnding, created: [], recomputed: [], approved: [] };
  const toWrite = week.tractors.filter((t) => {
    if (t.status === 'approved') answer.approved.push(t.VehicleID);
    return t.status === 'none' || (t.status === 'draft' && !t.importBatchId);
  });
  const entity = ivmrApprovalEntity();
  const updatedAt = new Date().toISOString();
  const written = await mapBounded(toWrite, WRITES_AT_ONCE, async (t) => {
    try {
      await entity.put({
        companyId, WeekEnding: t.WeekEnding, VehicleID: t.VehicleID, id: `${t.WeekEnding}_${t.VehicleID}`, companyName: company?.companyName ?? '',
        Approved: false, creating: true, drivenBy: t.drivenBy, ivmrRows: t.ivmrRows, exceptions: t.exceptions, exceptionCount: t.exceptionCount, Domicile: t.Domicile, updatedAt,
        ...(t.OdoStart === null ? {} : { OdoStart: t.OdoStart }), ...(t.OdoStop === null ? {} : { OdoStop: t.OdoStop }),
      }).where((a, op) => `${op.notExists(a.Approved)} OR ${op.eq(a.Approved, false)}`).go({ response: 'none' });
      (t.status === 'none' ? answer.created : answer.recomputed).push(t.VehicleID);
      return t;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      answer.approved.push(t.VehicleID);
      return undefined;
    }
  });
  await mapBounded(written.filter((t) => t !== undefined), WRITES_AT_ONCE, (t) =>
    entity.patch({ companyId, WeekEnding: t.WeekEnding, VehicleID: t.VehicleID }).set({ creating: false }).go({ response: 'none' }));
  return answer;
});
