import { fuelFileEntity, type FuelFileItem } from '#lambdas/data/entities/fuel-file';
import { companyRoute } from '#lambdas/http/route-handler';
import { wexCompany } from './fuel-store.ts';
import { fileView } from './fuel-import.ts';

const LATEST = 30;

/** The latest transactions files read (inbox and uploads), newest first: this year's, then last year's. */
export const handler = companyRoute({}, async ({ caller }) => {
  await wexCompany(caller.companyId);
  const year = new Date().getUTCFullYear();
  const files: FuelFileItem[] = [];
  for (const y of [year, year - 1]) {
    const { data }: { data: FuelFileItem[] } = await fuelFileEntity().query.byCompany({ companyId: caller.companyId, year: String(y) }).go({ order: 'desc', limit: LATEST - files.length });
    files.push(...data);
    if (files.length >= LATEST) break;
  }
  return { files: files.map(fileView) };
});
