import { summarise, summaryQuery } from '#shared/forms/review-api';
import { formSubmissionEntity } from '#lambdas/data/entities/form-submission';
import { inspectionDefectEntity } from '#lambdas/data/entities/inspection-defect';
import { companyRoute } from '#lambdas/http/route-handler';
import { idBounds } from './submission-queries.ts';

/** Per domicile and per tractor between two dates: inspections, failed ones, faults reported, open and deferred now. */
export const handler = companyRoute({ query: summaryQuery }, async ({ caller, query }) => {
  const { companyId } = caller;
  const bounds = await idBounds(companyId, query.from, query.to);
  const [months, defectLists] = await Promise.all([
    Promise.all(bounds.months.map((month) => formSubmissionEntity().query.byMonth({ companyId, month })
      .between({ submissionId: bounds.lower }, { submissionId: bounds.upper })
      .go({ pages: 'all', attributes: ['submissionId', 'VehicleID', 'Domicile', 'countOfFailedFormFields'] }))),
    Promise.all((['open', 'deferred'] as const).map((state) => inspectionDefectEntity().query.byState({ companyId, state }).go({ pages: 'all', attributes: ['submissionId', 'state'] }))),
  ]);
  const submissions = months.flatMap((m) => m.data);
  const inRange = new Set(submissions.map((s) => s.submissionId));
  const defects = defectLists.flatMap((l) => l.data).filter((d) => inRange.has(d.submissionId));
  return { from: query.from, to: query.to, ...summarise(submissions, defects) };
});
