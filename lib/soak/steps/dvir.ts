import type { Session } from '#lib/soak/client';
import { expectStatus, SoakStepError } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';

/** The smallest JPEG: the driver's signature as the phone uploads it. */
const SIGNATURE_JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==', 'base64');

interface FormField { fieldId: string; style: string; type?: string; remarksOnFail?: boolean; photoOnFail?: boolean; outOfServiceOnFail?: boolean; hidden?: boolean }
type Answer = { fieldId: string; value?: boolean | number; remarks?: string; photos?: string[] };
interface DvirForm { formId: string; version: number; fields: FormField[] }

/** The company's DVIR as Start inspection offers it to the driver, with its published fields. */
export async function dvirForm(ctx: WeekContext, driver: Session): Promise<DvirForm> {
  const mine = expectStatus(await ctx.client.api(driver, 'GET', '/me/forms'), [200], 'GET /me/forms');
  const offered = (mine.body.forms as { formId: string; formType: string; publishedVersion: number }[]).find((f) => f.formType === 'DVIR');
  if (!offered) throw new SoakStepError('GET /me/forms offers the driver no DVIR');
  const form = expectStatus(await ctx.client.api(ctx.office.shop, 'GET', `/forms/${offered.formId}`), [200], 'GET /forms/{formId}');
  return { formId: offered.formId, version: offered.publishedVersion, fields: form.body.formFields as FormField[] };
}

async function signature(ctx: WeekContext, driver: Session): Promise<string> {
  const ticket = expectStatus(await ctx.client.api(driver, 'POST', '/form-uploads', { contentType: 'image/jpeg', size: SIGNATURE_JPEG.length }), [201], 'POST /form-uploads');
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(SIGNATURE_JPEG)], { type: 'image/jpeg' }));
  const status = await ctx.client.upload(ticket.body.url, { method: 'POST', body: form });
  if (status >= 300) throw new SoakStepError(`the signature upload answered ${status}`);
  return ticket.body.key as string;
}

/**
 * A day's pre-trip: the driver fails one item (with remarks), submits under his phone's draftId and the
 * outbox sends it again, as a phone that lost the answer does; the shop then finds the fault in its repair
 * queue and resolves it as repaired.
 */
export async function inspectedAndRepaired(ctx: WeekContext, driver: Session, form: DvirForm, VehicleID: string, day: number): Promise<void> {
  const { client, ledger, office, random } = ctx;
  // A trailer item is no fault of the tractor (fleet rules): failing one files no defect to repair.
  const failable = form.fields.filter((f) => f.style === 'Pass / Fail' && !f.hidden && f.type !== 'Trailer' && f.remarksOnFail && !f.photoOnFail && !f.outOfServiceOnFail);
  if (failable.length === 0) throw new SoakStepError(`the DVIR ${form.formId} has no item to fail with remarks alone`);
  const failed = random.pick(failable);
  const signatureKey = await signature(ctx, driver);
  const review = expectStatus(await client.api(driver, 'GET', `/tractors/${VehicleID}/last-inspection`), [200], 'GET /tractors/{vehicleId}/last-inspection');
  const answers = form.fields.flatMap((f): Answer[] => {
    if (f.hidden) return [];
    if (f.fieldId === failed.fieldId) return [{ fieldId: f.fieldId, value: false, remarks: `Soak day ${day}: needs the shop` }];
    if (f.style === 'Pass / Fail') return [{ fieldId: f.fieldId, value: true }];
    if (f.style === 'Number') return [{ fieldId: f.fieldId, value: 250_000 + day * 300 }];
    if (f.style === 'Signature') return [{ fieldId: f.fieldId, photos: [signatureKey] }];
    return [];
  });
  const draftId = random.uuid();
  const body = {
    formId: form.formId, formVersion: form.version, draftId, VehicleID, startedAt: new Date().toISOString(), answers,
    ...(review.body.reviewRequired ? { priorReview: { submissionId: review.body.submission.submissionId, signatureKey } } : {}),
  };
  const first = expectStatus(await client.api(driver, 'POST', '/form-submissions', body), [201, 200], 'POST /form-submissions');
  const replay = expectStatus(await client.api(driver, 'POST', '/form-submissions', body), [200, 201], 'POST /form-submissions (outbox replay)');
  const submissionId = first.body.submissionId as string;
  if (replay.body.submissionId !== submissionId) throw new SoakStepError(`the replayed DVIR answered ${String(replay.body.submissionId)}, not the first ${submissionId}`);
  ledger.once(`DVIR of draft ${draftId}`, async () => {
    const mine = await client.api(driver, 'GET', '/me/form-submissions');
    const found = (mine.body?.submissions as { submissionId: string; draftId?: string }[] | undefined)?.filter((s) => s.submissionId === submissionId || (s.draftId !== undefined && s.draftId === draftId)).length ?? 0;
    return found === 1 ? undefined : `GET /me/form-submissions lists it ${found} times`;
  });

  const defectId = `${submissionId}.${failed.fieldId}`;
  const queue = expectStatus(await client.api(office.shop, 'GET', '/defects?state=open,deferred'), [200], 'GET /defects');
  const defect = (queue.body.tractors as { VehicleID: string; defects: { defectId: string; version: number }[] }[]).find((t) => t.VehicleID === VehicleID)?.defects.find((d) => d.defectId === defectId);
  if (!defect) throw new SoakStepError(`the repair queue has no fault ${defectId}`);
  const resolved = await client.api(office.shop, 'POST', `/tractors/${VehicleID}/defects/${defectId}/resolve`, { comment: `Fixed on soak day ${day}`, certification: 'repaired', version: defect.version });
  expectStatus(resolved, [200], 'POST /tractors/{vehicleId}/defects/{defectId}/resolve');
  ledger.written(`fault ${defectId} resolved`, async () => {
    const open = await client.api(office.shop, 'GET', '/defects?state=open,deferred');
    const still = (open.body?.tractors as { VehicleID: string; defects: { defectId: string }[] }[] | undefined)?.some((t) => t.defects.some((d) => d.defectId === defectId));
    if (still) return 'still in the open repair queue';
    // The next driver's review shows the last DVIR's faults with their repair certification (§396.11(a)(3)).
    const last = await client.api(driver, 'GET', `/tractors/${VehicleID}/last-inspection`);
    const shown = (last.body?.defects as { submissionId: string; fieldId: string; state: string }[] | undefined)?.find((d) => d.submissionId === submissionId && d.fieldId === failed.fieldId);
    return shown && shown.state !== 'resolved' ? `the next driver's review shows it ${shown.state}` : undefined;
  });
}
