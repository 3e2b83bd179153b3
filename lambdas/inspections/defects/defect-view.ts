import { defectIdOf } from '#shared/forms/defect-states';
import type { DefectView } from '#shared/forms/review-views';
import type { InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';

export function defectView(d: InspectionDefectItem): DefectView {
  const { companyId: _c, updatedAt: _u, deferredBy: _b, deferredAt: _a, repairCertifiedAt: _r, maintenanceServiceDate: _m, version, outOfService, ...rest } = d;
  return { ...rest, defectId: defectIdOf(d.submissionId, d.fieldId), outOfService: outOfService ?? false, version: version ?? 1 };
}
