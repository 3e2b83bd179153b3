import type { RenderReport } from '#lambdas/reports/report-renderers';
import { monthRecordsOrBuild, monthZip } from './month-files.ts';

/** The scheduled `mmr-report`: the zip of the month holding the period's last day, built first when missing. */
export const renderMmrReport: RenderReport = async (companyId, period) => {
  const month = period.to.slice(0, 7);
  const records = await monthRecordsOrBuild(companyId, month, 'scheduled report');
  const { fileName, body } = await monthZip(companyId, month, records);
  return { fileName, contentType: 'application/zip', body };
};
