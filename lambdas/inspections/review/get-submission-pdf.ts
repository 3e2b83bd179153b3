import { submissionParams } from '#shared/forms/review-api';
import { companyEntity } from '#lambdas/data/entities/company';
import { readObject } from '#lambdas/imports/uploads';
import { file } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { submissionOfReader } from '#lambdas/inspections/submission-access';
import type { JpegImage } from '#lambdas/pdf/text-pdf';
import { formImagesPrefix } from './review-images.ts';
import { jpegInfo, submissionFileName, submissionPdf } from './submission-pdf.ts';
import { defectsOfSubmission, imageKeysOf, reviewFields } from './submission-view.ts';
import { submitterLanguage } from './submitter-language.ts';

/** At most this many images are embedded (a DVIR has a few); the rest are named. */
const MAX_EMBEDDED = 40;

async function readJpeg(key: string): Promise<JpegImage | undefined> {
  try {
    return jpegInfo(await readObject(key));
  } catch {
    // A photo removed from storage is named in the PDF instead of failing the document.
    return undefined;
  }
}

/** The submission as a PDF made on the server, named after the form; a driver only his own. */
export const handler = companyRoute({ params: submissionParams }, async ({ caller, params }) => {
  const submission = await submissionOfReader(caller, params.submissionId);
  const [defects, { data: company }, language] = await Promise.all([
    defectsOfSubmission(caller.companyId, submission), companyEntity().get({ companyId: caller.companyId }).go(), submitterLanguage(caller.companyId, submission.submittedByUid),
  ]);
  const fields = reviewFields(submission, defects);
  const keys = [...new Set(imageKeysOf(submission, fields))].filter((k) => k.startsWith(formImagesPrefix(caller.companyId))).slice(0, MAX_EMBEDDED);
  const read = await Promise.all(keys.map(readJpeg));
  const images = new Map<string, JpegImage>(keys.flatMap((k, i) => (read[i] ? [[k, read[i]!] as const] : [])));
  return file('application/pdf', submissionFileName(submission), submissionPdf({ submission, fields, companyName: company?.companyName ?? '', images, language }));
});
