import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '#lib/local/cloud';
import { DEMO_PASSWORD } from '#lib/local/seed/demo-companies';
import { brakePhoto, signatureImage } from '#lib/local/seed/demo-photos';
import type { AnswerBody } from '#shared/forms/answers';
import { p95 } from './support/samples.ts';
import { signIn } from './support/sign-in.ts';

const COMPANY = 'bench-inspections';
const TRACTORS = 100;
const PER_TRACTOR = 30;
const SUBMISSIONS = TRACTORS * PER_TRACTOR;
const MONTH = '2026-10';
const WARM_UP = 1;
/** Each round times the list, the raw query and the route one after the other, so a busy machine slows them alike. */
const ROUNDS = 5;
const PDFS = 50;

async function timed(rounds: number, runs: Array<() => Promise<void>>): Promise<number[][]> {
  for (let i = 0; i < WARM_UP; i++) for (const run of runs) await run();
  const samples = runs.map((): number[] => []);
  for (let i = 0; i < rounds; i++) {
    for (const [k, run] of runs.entries()) {
      const start = performance.now();
      await run();
      samples[k]!.push(performance.now() - start);
    }
  }
  return samples;
}

/**
 * A month of DVIRs of a 100-tractor fleet (3,000 submissions on the starter DVIR's 20 questions, about 5%
 * with a failed item): listing the month with its fault counts through the code of GET /form-submissions
 * (every page, as the review screen pages through it; budget 2× a raw DynamoDB Query of the same
 * partition and attributes, all pages) and through the real route over HTTP (every page); and the submission PDF's
 * generation time per page over 50 PDFs (photos and signature embedded).
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'inspections-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    const { checkAnswers } = await import('#shared/forms/answers');
    const { countOfFailedFormFields, driverCommentsOf } = await import('#shared/forms/faults');
    const { STARTER_DVIR_FIELDS, STARTER_DVIR_NAME } = await import('#shared/forms/starter-dvir');
    const { formSubmissionEntity } = await import('#lambdas/data/entities/form-submission');
    const { batchPut } = await import('#lambdas/data/batch');
    const { timeOrderedId } = await import('#lambdas/chat/ids');
    const { toStoredField } = await import('#lambdas/inspections/stored-fields');
    const { idBounds, pageTotals, readSubmissions, LIST_ATTRIBUTES, SUBMISSION_PAGE } = await import('#lambdas/inspections/review/submission-queries');
    const { reviewFields } = await import('#lambdas/inspections/review/submission-view');
    const { submissionPdf, jpegInfo } = await import('#lambdas/inspections/review/submission-pdf');

    const signatureKey = `formSubmissions/${COMPANY}/uploads/bench/signature.jpg`;
    const photoKey = `formSubmissions/${COMPANY}/uploads/bench/brake.jpg`;
    const items = Array.from({ length: SUBMISSIONS }, (_, n) => {
      const t = n % TRACTORS;
      const day = 1 + Math.floor(n / TRACTORS);
      // Inside October both in UTC (the partition) and in the company's zone (the listed days).
      const atMs = Date.UTC(2026, 9, day, 12, 0) + t * 4 * 60_000;
      const faulty = n % 20 === 7;
      const answers = STARTER_DVIR_FIELDS.flatMap((q): AnswerBody[] => {
        if (q.style === 'Number') return [{ fieldId: q.fieldId, value: 150_000 + n * 11 }];
        if (q.style === 'Signature') return [{ fieldId: q.fieldId, photos: [signatureKey] }];
        if (q.style === 'Comment') return n % 9 === 0 ? [{ fieldId: q.fieldId, value: 'Cab heater blows cold air at idle.' }] : [];
        if (faulty && q.fieldId === 'service-brakes') return [{ fieldId: q.fieldId, value: false, remarks: 'Air leak at the right rear brake chamber.', photos: [photoKey] }];
        return [{ fieldId: q.fieldId, value: true }];
      });
      const { fields, errors } = checkAnswers(STARTER_DVIR_FIELDS, answers, { complete: true });
      if (Object.keys(errors).length > 0) throw new Error(`bench DVIR refused: ${JSON.stringify(errors)}`);
      const at = new Date(atMs).toISOString();
      const driverId = String(3_000_000 + t);
      return {
        companyId: COMPANY, month: MONTH, submissionId: timeOrderedId(atMs), formId: 'bench-dvir', formVersion: 1, formName: STARTER_DVIR_NAME, formType: 'DVIR' as const,
        formStatus: 'Completed' as const, created: at, startedAt: at, completedAt: at, VehicleID: String(700_000 + t), Domicile: ['PHX', 'ELP', 'ABQ'][t % 3]!,
        category: driverId, submittedByDisplayName: `Driver ${driverId}`, submittedByDriverId: driverId, submittedByUid: `bench-${driverId}`,
        countOfFailedFormFields: countOfFailedFormFields(fields), driverCommentCount: driverCommentsOf(fields).length, formFields: fields.map(toStoredField),
        signatureKey, unresolvedFaultCount: countOfFailedFormFields(fields),
      };
    });
    await batchPut(formSubmissionEntity(), items);
    const expectedFaults = items.reduce((s, i) => s + i.countOfFailedFormFields, 0);

    // (a) The route's code: every page of the month, each with its totals, as the handler answers them.
    const listMonth = async () => {
      let cursor: string | undefined;
      let count = 0;
      let faults = 0;
      do {
        const bounds = await idBounds(COMPANY, `${MONTH}-01`, `${MONTH}-31`);
        const rows = await readSubmissions(COMPANY, bounds, {}, SUBMISSION_PAGE + 1, cursor);
        const page = rows.slice(0, SUBMISSION_PAGE);
        const totals = pageTotals(page);
        count += totals.submissions;
        faults += totals.faults;
        cursor = rows.length > SUBMISSION_PAGE ? page.at(-1)!.submissionId : undefined;
      } while (cursor);
      if (count !== SUBMISSIONS || faults !== expectedFaults) throw new Error(`the list read ${count} submissions and ${faults} faults of ${SUBMISSIONS} and ${expectedFaults}`);
    };

    // (b) A raw Query of the same partition and attributes, every page.
    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const client = new DynamoDBClient({});
    const rawQuery = async () => {
      const params = (await formSubmissionEntity().query.byMonth({ companyId: COMPANY, month: MONTH }).params({ attributes: [...LIST_ATTRIBUTES] })) as QueryCommandInput & { ExpressionAttributeValues: Record<string, unknown> };
      let count = 0;
      let start: QueryCommandInput['ExclusiveStartKey'];
      do {
        const page = await client.send(new QueryCommand({ ...params, ExpressionAttributeValues: marshall(params.ExpressionAttributeValues), ExclusiveStartKey: start }));
        count += page.Count ?? 0;
        start = page.LastEvaluatedKey;
      } while (start);
      if (count !== SUBMISSIONS) throw new Error(`the query read ${count} of ${SUBMISSIONS}`);
    };
    // The same listing through the real route over HTTP (gateway, token check, handler), every page.
    const email = 'shop@bench-inspections.test';
    await cloud.cognito.ensureUser({ email, password: DEMO_PASSWORD, name: 'Bench Shop', companyId: COMPANY, role: 4 });
    const token = await signIn(cloud, email);
    const overHttp = async () => {
      let cursor: string | null = null;
      let count = 0;
      do {
        const answer = await fetch(`${cloud.apiUrl}/form-submissions?from=${MONTH}-01&to=${MONTH}-31${cursor ? `&cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${token}`, 'x-app-version': '3.21.1' } });
        if (answer.status !== 200) throw new Error(`GET /form-submissions answered ${answer.status}: ${await answer.text()}`);
        const body = (await answer.json()) as { submissions: unknown[]; nextCursor: string | null };
        count += body.submissions.length;
        cursor = body.nextCursor;
      } while (cursor);
      if (count !== SUBMISSIONS) throw new Error(`the route listed ${count} of ${SUBMISSIONS}`);
    };

    const [listed, raw, http] = (await timed(ROUNDS, [listMonth, rawQuery, overHttp])) as [number[], number[], number[]];

    // (c) PDFs: every tenth has a failed brake item with its photo; all carry the signature.
    const images = new Map([[signatureKey, jpegInfo(signatureImage())!], [photoKey, jpegInfo(brakePhoto())!]]);
    const chosen = Array.from({ length: PDFS }, (_, i) => items[i % 10 === 0 ? 20 * i + 7 : 20 * i]!);
    let pages = 0;
    const pdfStart = performance.now();
    for (const submission of chosen) {
      const pdf = submissionPdf({ submission: submission as never, fields: reviewFields(submission as never, []), companyName: 'Bench Freight', images });
      pages += (Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
    }
    const pdfMs = performance.now() - pdfStart;

    const listP95 = p95(listed);
    const rawP95 = p95(raw);
    return [
      { name: `inspections-list-month-${SUBMISSIONS}-p95`, value: Math.round(listP95), unit: 'ms' },
      { name: `inspections-raw-query-${SUBMISSIONS}-p95`, value: Math.round(rawP95), unit: 'ms' },
      { name: `inspections-list-month-over-http-p95`, value: Math.round(p95(http)), unit: 'ms' },
      { name: 'inspections-list-ratio-to-raw-query', value: Math.round((listP95 / rawP95) * 100) / 100, unit: 'x', budget: 2 },
      { name: 'inspections-pdf-pages', value: pages, unit: 'pages' },
      { name: 'inspections-pdf-ms-per-page', value: Math.round((pdfMs / pages) * 100) / 100, unit: 'ms' },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
