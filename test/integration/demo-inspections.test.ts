import { describe, expect, it } from 'vitest';
import { STARTER_DVIR_NAME } from '#shared/forms/starter-dvir';
import { api, BLUE_RIDGE, RED_MESA, type ApiAnswer } from '../support/tokens.ts';

const SHOP = RED_MESA.shop;
const OUT_OF_SERVICE_TRACTOR = '410204';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const daysBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

type Row = { submissionId: string; completedAt: string; formName: string; VehicleID: string; submittedByDisplayName: string; countOfFailedFormFields: number; unresolvedFaultCount: number; driverCommentCount: number };
type Defect = { defectId: string; VehicleID: string; submissionId: string; fieldId: string; state: string; outOfService: boolean; remarks?: string; photos?: string[]; deferredReason?: string; deferredUntil?: string; resolvedBy?: string; repairCertification?: string; maintenanceRecordId?: string };

async function demoDvirs(as: string): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const answer: ApiAnswer = await api('GET', `/form-submissions?from=${daysBefore(today, 21)}&to=${today}${cursor ? `&cursor=${cursor}` : ''}`, { as });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    rows.push(...answer.body.submissions);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return rows.filter((r) => r.formName === STARTER_DVIR_NAME && r.submissionId.slice(9, 13) === '5eed');
}

describe('demo inspections', () => {
  it('gives the demo company DVIRs of the last three weeks on most working days for every active tractor, most of them passed', async () => {
    const rows = await demoDvirs(SHOP);
    const days = new Set(rows.map((r) => r.completedAt.slice(0, 10)));
    const tractors = new Set(rows.map((r) => r.VehicleID));
    expect(days.size).toBeGreaterThanOrEqual(12);
    expect(tractors.size).toBe(14);
    expect(rows.length).toBeGreaterThanOrEqual(14 * 12);
    const failed = rows.filter((r) => r.countOfFailedFormFields > 0);
    expect(failed.length).toBeGreaterThanOrEqual(8);
    expect(failed.length).toBeLessThan(rows.length / 10);
    expect(rows.some((r) => r.driverCommentCount > 0 && r.countOfFailedFormFields === 0)).toBe(true);
    expect(rows.find((r) => r.submittedByDisplayName === 'Jake Thornton')?.VehicleID).toBe('410200');
    // Blue Ridge has its own, and sees none of Red Mesa's.
    const other = await demoDvirs(BLUE_RIDGE.owner);
    expect(other.length).toBeGreaterThan(20);
    expect(other.every((r) => r.VehicleID.startsWith('5203'))).toBe(true);
  });

  it('has open, deferred and resolved demo faults in the repair queue, resolved ones certified by the shop manager', async () => {
    const queue = await api('GET', '/defects', { as: SHOP });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const demo = (queue.body.tractors as Array<{ defects: Defect[] }>).flatMap((t) => t.defects).filter((d) => d.submissionId.slice(9, 13) === '5eed');
    expect(demo.filter((d) => d.state === 'open').map((d) => `${d.VehicleID} ${d.fieldId}`)).toEqual(expect.arrayContaining(['410204 service-brakes', '410206 turn-signals', '410211 brake-lights']));
    const deferred = demo.filter((d) => d.state === 'deferred');
    expect(deferred.length).toBe(2);
    for (const d of deferred) {
      expect(d.deferredReason).toBeTruthy();
      expect(d.deferredUntil! > today).toBe(true);
    }
    const resolved = await api('GET', `/defects?state=resolved&from=${daysBefore(today, 21)}&to=${today}`, { as: SHOP });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const repaired = (resolved.body.tractors as Array<{ defects: Defect[] }>).flatMap((t) => t.defects).filter((d: Defect) => d.submissionId.slice(9, 13) === '5eed');
    expect(repaired.length).toBeGreaterThanOrEqual(3);
    expect(repaired.every((d) => d.resolvedBy === 'Luis Ortega' && d.repairCertification === 'repaired')).toBe(true);
    expect(repaired.some((d) => d.maintenanceRecordId?.startsWith('demo-'))).toBe(true);
  });

  it('keeps the demo tractor with an open out-of-service brake fault out of service, with the photo of the fault', async () => {
    const tractor = await api('GET', `/fleet/tractors/${OUT_OF_SERVICE_TRACTOR}`, { as: SHOP });
    expect(tractor.status).toBe(200);
    expect(tractor.body).toMatchObject({ serviceState: 'out-of-service', outOfServiceReason: expect.stringContaining('Service brakes') });
    expect(tractor.body.reportedDefectsCount).toBeGreaterThanOrEqual(1);

    const inspections = await api('GET', `/tractors/${OUT_OF_SERVICE_TRACTOR}/inspections`, { as: SHOP });
    expect(inspections.status).toBe(200);
    expect(inspections.body.inspections).toHaveLength(10);
    const brake: Defect = inspections.body.unresolvedDefects.find((d: Defect) => d.fieldId === 'service-brakes');
    expect(brake).toMatchObject({ state: 'open', outOfService: true });
    expect(inspections.body.prior7dayFormFaultSubmissions).toContain(brake.submissionId);

    const review = await api('GET', `/form-submissions/${brake.submissionId}`, { as: SHOP });
    expect(review.status).toBe(200);
    const photo = await fetch(review.body.imageUrls[brake.photos![0]!]);
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect(photo.status).toBe(200);
    expect([bytes[0], bytes[1], bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  });

  it("shows the forms being filled about a tractor on the tractor's detail", async () => {
    const demo = await api('GET', '/fleet/tractors/410210', { as: SHOP });
    expect(demo.body.requiredFormsInProgress).toEqual([{ submissionId: expect.any(String), startedAt: expect.any(String), formName: STARTER_DVIR_NAME }]);
    expect(Date.parse(demo.body.requiredFormsInProgress[0].startedAt)).toBeLessThan(Date.now());
    const forms = await api('GET', '/me/forms', { as: RED_MESA.driver });
    const dvir = forms.body.forms.find((f: { formName: string }) => f.formName === STARTER_DVIR_NAME);
    const started = await api('POST', '/form-drafts', { as: RED_MESA.driver, body: { formId: dvir.formId, formVersion: dvir.publishedVersion, VehicleID: '410200' } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    try {
      const detail = await api('GET', '/fleet/tractors/410200', { as: SHOP });
      expect(detail.body.requiredFormsInProgress).toContainEqual({ submissionId: started.body.draftId, startedAt: started.body.startedAt, formName: STARTER_DVIR_NAME });
    } finally {
      await api('DELETE', `/form-drafts/${started.body.draftId}`, { as: RED_MESA.driver });
    }
    const after = await api('GET', '/fleet/tractors/410200', { as: SHOP });
    expect(after.body.requiredFormsInProgress.map((f: { submissionId: string }) => f.submissionId)).not.toContain(started.body.draftId);
  });

  it("gives each demo company a Shop chat room of its owner and shop managers", async () => {
    const rooms = await api('GET', '/chat/rooms', { as: RED_MESA.shop });
    expect(rooms.status).toBe(200);
    expect(JSON.stringify(rooms.body)).toContain('"Shop"');
    const driverRooms = await api('GET', '/chat/rooms', { as: RED_MESA.driver });
    expect(JSON.stringify(driverRooms.body)).not.toContain('"Shop"');
  });
});
