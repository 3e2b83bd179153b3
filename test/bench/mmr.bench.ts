import { unzipSync } from 'fflate';
import type { MmrRecordItem } from '#lambdas/data/entities/mmr-record';

const TRACTORS = 100;
const SERVICES = 8;
const ROUNDS = 3;

function record(i: number): MmrRecordItem {
  const VehicleID = String(600_000 + i);
  return {
    companyId: 'bench', Month: '2026-03', VehicleID, Vin: `1XKYD49X0N${String(100_000 + i * 7).padStart(7, '0')}`, Domicile: ['Phoenix', 'Tucson', 'El Paso'][i % 3]!,
    Make: 'Kenworth', Model: 'T680', Year: 2022,
    services: Array.from({ length: SERVICES }, (_, s) => ({
      recordId: `r${i}-${s}`, date: `2026-03-${String(1 + s * 3).padStart(2, '0')}`, service: s % 3 === 0 ? 'PM A' : 'Brake adjustment and inspection', vendor: 'Rush Truck Center',
      workOrder: `WO-${i}-${s}`, status: 'Completed' as const, parts: 123.45, labor: 210.5, total: 333.95,
    })),
    servicesCount: SERVICES, partsTotal: 987.6, laborTotal: 1684, totalCost: 2671.6, pmStatus: 'due-soon', pmDetail: 'PM A (oil and filters): due-soon (next at 250,000 mi, by 2026-04-20)',
    odometerStart: 240_000, odometerEnd: 249_500, miles: 9500, builtOn: '2026-04-01T06:00:00.000Z',
  };
}

/**
 * MMR files without the cloud (the renderer and zip are pure CPU; storage is a put per file): a
 * tractor's PDF with eight services, rendered for 100 tractors, and the month's zip of those 100.
 * Best of three rounds, as the first warms the JIT.
 */
export async function bench() {
  const { mmrPdf } = await import('#lambdas/reports/mmr/mmr-pdf');
  const { zipSync } = await import('fflate');
  const records = Array.from({ length: TRACTORS }, (_, i) => record(i));
  let pdfMs = Number.POSITIVE_INFINITY;
  let zipMs = Number.POSITIVE_INFINITY;
  let zipBytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const files = records.map((r) => [`${r.VehicleID}-2026-03-MMR.pdf`, mmrPdf(r, 'Red Mesa Freight')] as const);
    const rendered = performance.now();
    // As lambdas/reports/mmr/month-files.ts zips: PDFs stored (level 0), already deflated inside.
    const zip = zipSync(Object.fromEntries(files.map(([name, pdf]) => [name, [pdf, { level: 0 }]])));
    const zipped = performance.now();
    if (Object.keys(unzipSync(zip)).length !== TRACTORS) throw new Error('the zip does not hold one PDF per tractor');
    pdfMs = Math.min(pdfMs, rendered - started);
    zipMs = Math.min(zipMs, zipped - started);
    zipBytes = zip.length;
  }
  return [
    { name: 'MMR PDFs per second (8 services each)', value: Math.round((TRACTORS / pdfMs) * 1000), unit: 'PDFs/s' },
    { name: 'MMR PDF render time per tractor', value: Number((pdfMs / TRACTORS).toFixed(2)), unit: 'ms', budget: 20 },
    { name: 'MMR month zip of 100 tractors (render and zip)', value: Math.round(zipMs), unit: 'ms', budget: 3000 },
    { name: 'MMR month zip size for 100 tractors', value: Math.round(zipBytes / 1024), unit: 'KB' },
  ];
}
