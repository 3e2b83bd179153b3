import { checkAnswers, type AnswerBody } from '#shared/forms/answers';
import { countOfFailedFormFields, driverCommentsOf, faultsOf as failedFields } from '#shared/forms/faults';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { addDays, formatIsoDate } from '#shared/dates/calendar-day';
import { localDayOf, startOfLocalDay } from '#shared/fleet/zone';
import { batchDelete, batchPut } from '#lambdas/data/batch';
import { formDraftEntity } from '#lambdas/data/entities/form-draft';
import { formSubmissionEntity, type FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { formVersionEntity } from '#lambdas/data/entities/form-version';
import { inspectionDefectEntity, type InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { monthOf } from '#lambdas/data/month-partition';
import { ensureStarterForms } from '#lambdas/forms/starter-forms';
import { writeObject } from '#lambdas/imports/uploads';
import { refreshTractorDefects } from '#lambdas/inspections/defects/tractor-defects';
import { monthOfSubmissionId } from '#lambdas/inspections/submission-access';
import { toStoredField } from '#lambdas/inspections/stored-fields';
import { companyZone } from '#lambdas/data/company-zone';
import { demoPlans, planAt } from '#lib/local/telematics/demo-plan';
import type { DemoCompany } from './demo-companies.ts';
import { demoDrivers, demoTractors } from './demo-fleet.ts';
import { dvirOf, faultsOf, isSeedSubmissionId, notesOf, plannedDvirs, type FaultSpec, type PlannedDvir } from './demo-inspection-plan.ts';
import { brakePhoto, signatureImage, tirePhoto } from './demo-photos.ts';

const HOUR = 3_600_000;
/** The demo's one form in progress: Red Mesa's tractor 410210, always the same item. */
const DRAFT_TRACTOR = 10;
const DRAFT_ID = '0000000005eeddraft1';
const SEEDED_BY = 'FAST DASHBOARD';

function hhmm(atMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(atMs);
}

interface Landed { spec: FaultSpec; dvir: PlannedDvir }

/**
 * The demo's DVIRs of the last three weeks on the company's starter DVIR (v1), each checked by
 * checkAnswers as a submission is: mostly all-pass, a few faults from report to repair (open, deferred,
 * resolved with the shop's PM where one fits), a failed trailer item and a driver's comment, photos and
 * signatures as small JPEGs in the uploads bucket. Ids and times are fixed per tractor and day, so a
 * restart puts the same items; faults a former start seeded that are no longer planned are removed.
 */
export async function seedInspections(company: DemoCompany, subs: ReadonlyMap<string, string>): Promise<void> {
  const { companyId } = company;
  const formId = await ensureStarterForms(companyId, SEEDED_BY);
  const { data: version } = await formVersionEntity().get({ companyId, formId, formVersion: 1 }).go();
  if (!version) throw new Error(`${companyId}: the starter DVIR has no version 1`);
  const questions = version.formFields as FormFieldDef[];

  const timeZone = await companyZone(companyId);
  const nowMs = Date.now();
  const today = localDayOf(nowMs, timeZone);
  const tractors = demoTractors(company).filter((t) => t.Active);
  const drivers = new Map(demoDrivers(company).map((d) => [d.DriverID, d.DisplayName]));
  const plans = new Map(demoPlans(company).map((p) => [p.VehicleID, p]));
  const uidOf = (driverId: string) => {
    const user = company.users.find((u) => u.driverId === driverId);
    return (user && subs.get(user.email)) ?? `demo-driver-${driverId}`;
  };
  const shop = company.users.find((u) => u.role === 4) ?? company.users.find((u) => u.role === 1)!;

  const planned = plannedDvirs(companyId, tractors, timeZone, nowMs);
  const landed: Landed[] = faultsOf(company).flatMap((spec) => {
    const dvir = dvirOf(planned, spec.tractor, spec.daysAgo, today);
    return dvir ? [{ spec, dvir }] : [];
  });
  const notes = new Map(notesOf(company).flatMap((n) => {
    const dvir = dvirOf(planned, n.tractor, n.daysAgo, today);
    return dvir ? [[dvir.submissionId, n] as const] : [];
  }));

  const folder = `formSubmissions/${companyId}/uploads/seed`;
  const signatureKey = (driverId: string) => `${folder}/signature-${driverId}.jpg`;
  const photoKey = (l: Landed) => `${folder}/${l.dvir.submissionId}-${l.spec.fieldId}.jpg`;
  const driverIds = [...new Set(tractors.map((_, i) => String(company.driverIdBase + i)))];
  await Promise.all([
    ...driverIds.map((d) => writeObject(signatureKey(d), signatureImage(), 'image/jpeg')),
    ...landed.filter((l) => l.spec.photo).map((l) => writeObject(photoKey(l), l.spec.photo === 'brake' ? brakePhoto() : tirePhoto(), 'image/jpeg')),
  ]);

  // Repairs: a resolved fault is closed by the tractor's completed shop record of the next few days when there is one.
  const records = new Map(await Promise.all(tractors.map(async (t) => {
    const { data } = await maintenanceRecordEntity().query.byVehicle({ companyId, VehicleID: t.VehicleID }).go({ pages: 'all' });
    return [t.VehicleID, data.filter((r) => r.ServiceStatus === 'Completed')] as const;
  })));

  const submissions: FormSubmissionItem[] = [];
  const defects: InspectionDefectItem[] = [];
  const lastOf = new Map<number, FormSubmissionItem>();
  for (const dvir of planned) {
    const tractor = tractors[dvir.tractor]!;
    const driverId = String(company.driverIdBase + dvir.tractor);
    const name = drivers.get(driverId) ?? `Driver ${driverId}`;
    const plan = plans.get(tractor.VehicleID);
    const odometer = Math.round(plan ? planAt(plan, dvir.atMs).odometer : tractor.LatestOdometer);
    const faults = landed.filter((l) => l.dvir.submissionId === dvir.submissionId);
    const note = notes.get(dvir.submissionId);
    const answers: AnswerBody[] = questions.flatMap((q): AnswerBody[] => {
      if (q.style === 'Number') return [{ fieldId: q.fieldId, value: odometer }];
      if (q.style === 'Signature') return [{ fieldId: q.fieldId, photos: [signatureKey(driverId)] }];
      if (q.style === 'Comment') return note?.comment ? [{ fieldId: q.fieldId, value: note.comment }] : [];
      if (q.style !== 'Pass / Fail') return [];
      const fault = faults.find((f) => f.spec.fieldId === q.fieldId);
      if (fault) return [{ fieldId: q.fieldId, value: false, remarks: fault.spec.remarks, ...(fault.spec.photo ? { photos: [photoKey(fault)] } : {}) }];
      if (note?.trailerFail?.fieldId === q.fieldId) return [{ fieldId: q.fieldId, value: false, remarks: note.trailerFail.remarks }];
      return [{ fieldId: q.fieldId, value: true }];
    });
    const { fields, errors } = checkAnswers(questions, answers, { complete: true });
    if (Object.keys(errors).length > 0) throw new Error(`demo DVIR refused: ${JSON.stringify(errors)}`);

    const completedAt = new Date(dvir.atMs).toISOString();
    const startedMs = dvir.atMs - (9 + (dvir.tractor % 6)) * 60_000;
    const faultDefects = failedFields(fields).map((field): InspectionDefectItem => {
      const spec = faults.find((f) => f.spec.fieldId === field.fieldId)!.spec;
      const question = questions.find((q) => q.fieldId === field.fieldId)!;
      const base: InspectionDefectItem = {
        companyId, VehicleID: tractor.VehicleID, submissionId: dvir.submissionId, fieldId: field.fieldId, state: spec.outcome.state,
        label: field.label, category: field.category, formName: version.formName, completedAt, Domicile: tractor.Domicile,
        reportedBy: name, reportedByDriverId: driverId, remarks: spec.remarks, ...(field.photos ? { photos: field.photos } : {}),
        outOfService: question.outOfServiceOnFail, updatedAt: completedAt, version: 1,
      };
      if (spec.outcome.state === 'deferred') {
        const deferredAt = new Date(Math.min(nowMs, dvir.atMs + 3 * HOUR)).toISOString();
        return { ...base, deferredReason: spec.outcome.reason, deferredUntil: formatIsoDate(addDays(today, spec.outcome.untilDays)), deferredBy: shop.name, deferredAt, updatedAt: deferredAt };
      }
      if (spec.outcome.state === 'resolved') {
        const record = records.get(tractor.VehicleID)?.find((r) => r.ServiceDate >= formatIsoDate(dvir.day) && r.ServiceDate <= formatIsoDate(addDays(dvir.day, 4)));
        const resolvedMs = record ? startOfLocalDay(localDayOf(Date.parse(`${record.ServiceDate}T12:00:00Z`), 'UTC'), timeZone) + 15 * HOUR : dvir.atMs + 8 * HOUR;
        const resolvedAt = new Date(Math.min(resolvedMs, nowMs - HOUR)).toISOString();
        return {
          ...base, resolvedBy: shop.name, resolvedByDisplayName: shop.name, resolvedByUid: subs.get(shop.email) ?? 'Admin', resolvedAt, resolutionComment: spec.outcome.comment,
          ...(record ? { maintenanceRecordId: record.id, maintenanceServiceDate: record.ServiceDate } : {}),
          repairCertification: 'repaired', repairCertifiedBy: shop.name, repairCertifiedAt: resolvedAt, updatedAt: resolvedAt,
        };
      }
      return base;
    });
    defects.push(...faultDefects);
    const unresolved = faultDefects.filter((d) => d.state !== 'resolved').length;
    const previous = lastOf.get(dvir.tractor);
    const submission: FormSubmissionItem = {
      companyId, month: monthOf(dvir.atMs), submissionId: dvir.submissionId, formId, formVersion: 1, formName: version.formName, formType: 'DVIR', formStatus: 'Completed',
      created: completedAt, startedAt: new Date(startedMs).toISOString(), startTime: hhmm(startedMs, timeZone), completedAt,
      VehicleID: tractor.VehicleID, Vin: tractor.Vin, Domicile: tractor.Domicile, category: driverId, submittedByDisplayName: name, submittedByDriverId: driverId, submittedByUid: uidOf(driverId),
      countOfFailedFormFields: countOfFailedFormFields(fields), driverCommentCount: driverCommentsOf(fields).length, formFields: fields.map(toStoredField), signatureKey: signatureKey(driverId),
      ...(previous ? { priorReview: { submissionId: previous.submissionId, reviewedAt: new Date(startedMs).toISOString(), signatureKey: signatureKey(driverId), unresolvedDefects: openAt(defects, tractor.VehicleID, previous.submissionId, startedMs) } } : {}),
      unresolvedFaultCount: unresolved,
      ...(faultDefects.length > 0 && unresolved === 0 ? { resolvedAt: faultDefects.map((d) => d.resolvedAt!).sort().at(-1)! } : {}),
    };
    submissions.push(submission);
    lastOf.set(dvir.tractor, submission);
  }

  await removeStaleSeedFaults(companyId, tractors.map((t) => t.VehicleID), new Set(submissions.map((s) => s.submissionId)), new Set(defects.map((d) => `${d.submissionId}.${d.fieldId}`)));
  await Promise.all([batchPut(formSubmissionEntity(), submissions), batchPut(inspectionDefectEntity(), defects)]);
  const drafting = tractors[DRAFT_TRACTOR];
  if (company.tractorCount >= 10 && drafting) {
    // A DVIR being filled right now (the tractor's requiredFormsInProgress): a driver without a sign-in, so it is on no one's phone.
    const driverId = String(company.driverIdBase + DRAFT_TRACTOR);
    const startedAt = new Date(nowMs - 12 * 60_000).toISOString();
    const partial = questions.filter((q) => q.style === 'Pass / Fail' && q.type === 'Tractor').slice(0, 5).map((q): AnswerBody => ({ fieldId: q.fieldId, value: true }));
    await formDraftEntity().put({
      companyId, ownerUid: uidOf(driverId), draftId: DRAFT_ID, formId, formVersion: 1, formName: version.formName, requiredForTrips: true, VehicleID: drafting.VehicleID,
      category: driverId, startedAt, updatedAt: new Date(nowMs - 4 * 60_000).toISOString(), answers: checkAnswers(questions, partial, { complete: false }).fields.map(toStoredField), version: 1,
    }).go();
  }
  await Promise.all(tractors.map((t) => refreshTractorDefects(companyId, t.VehicleID)));
}

/** Faults of the tractor reported up to that submission and not resolved by `atMs`: what the next driver reviews. */
function openAt(defects: readonly InspectionDefectItem[], VehicleID: string, upTo: string, atMs: number): number {
  return defects.filter((d) => d.VehicleID === VehicleID && d.submissionId <= upTo && !(d.resolvedAt && Date.parse(d.resolvedAt) <= atMs)).length;
}

/** A former start's seeded faults that today's plan no longer has (the days moved on): deleted, with their submission when it left the plan too. */
async function removeStaleSeedFaults(companyId: string, vehicleIds: readonly string[], submissionIds: ReadonlySet<string>, defectKeys: ReadonlySet<string>): Promise<void> {
  const stale = (await Promise.all(vehicleIds.map(async (VehicleID) => (await inspectionDefectEntity().query.byTractor({ companyId, VehicleID }).go({ pages: 'all' })).data)))
    .flat()
    .filter((d) => isSeedSubmissionId(d.submissionId) && !defectKeys.has(`${d.submissionId}.${d.fieldId}`));
  if (stale.length === 0) return;
  await batchDelete(inspectionDefectEntity(), stale.map(({ companyId: c, VehicleID, submissionId, fieldId }) => ({ companyId: c, VehicleID, submissionId, fieldId })));
  const gone = [...new Set(stale.map((d) => d.submissionId))].filter((id) => !submissionIds.has(id));
  await batchDelete(formSubmissionEntity(), gone.map((submissionId) => ({ companyId, month: monthOfSubmissionId(submissionId)!, submissionId })));
}
