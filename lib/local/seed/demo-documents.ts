import { addDays, dayFromYmd, formatIsoDate } from '#shared/dates/calendar-day';
import { ownerKeyOf, SPEC_DOC_TYPE, type DocKind, type OwnerKind } from '#shared/documents/doc-kinds';
import { todayIn } from '#shared/dates/time-zone';
import { batchPut } from '#lambdas/data/batch';
import { fleetDocumentEntity } from '#lambdas/data/entities/fleet-document';
import { documentFileKey } from '#lambdas/documents/document-files';
import { writeObject } from '#lambdas/imports/uploads';
import { TextPdf } from '#lambdas/pdf/text-pdf';
import type { DemoCompany } from './demo-companies.ts';

interface DemoDocument {
  ownerKind: OwnerKind;
  ownerId: string;
  docKind: DocKind;
  label: string;
  /** Days from the seeding day; none: the paper does not expire. */
  expiresInDays?: number;
}

const SEEDED_BY = 'Demo data';

/**
 * Red Mesa's papers relative to the day it is seeded, so some are always expired and some expiring within
 * two months: the company's authority and insurance, each tractor's registration, insurance and IFTA
 * licence, and a few drivers' papers. Blue Ridge gets its insurance only, to show isolation.
 */
function demoDocuments(company: DemoCompany): DemoDocument[] {
  const papers: DemoDocument[] = [
    { ownerKind: 'company', ownerId: '', docKind: 'operating-authority', label: 'Operating authority (MC number)' },
    { ownerKind: 'company', ownerId: '', docKind: 'insurance', label: 'Liability insurance certificate', expiresInDays: company.tractorCount > 5 ? 40 : 200 },
  ];
  if (company.tractorCount <= 5) return papers;
  const tractors = Array.from({ length: company.tractorCount }, (_, i): DemoDocument[] => {
    const VehicleID = String(company.vehicleIdBase + i);
    return [
      { ownerKind: 'tractor', ownerId: VehicleID, docKind: 'registration', label: 'Registration (cab card)', expiresInDays: i % 5 === 1 ? -12 - i : 150 + i * 9 },
      { ownerKind: 'tractor', ownerId: VehicleID, docKind: 'insurance', label: 'Insurance card', expiresInDays: i % 4 === 0 ? 20 + i : 240 + i * 3 },
      { ownerKind: 'tractor', ownerId: VehicleID, docKind: 'ifta-licence', label: 'IFTA licence', expiresInDays: i % 7 === 3 ? -30 : 37 + i * 20 },
    ];
  }).flat();
  const drivers: DemoDocument[] = [
    { ownerKind: 'driver', ownerId: String(company.driverIdBase), docKind: 'other', label: 'Hazmat endorsement', expiresInDays: 300 },
    { ownerKind: 'driver', ownerId: String(company.driverIdBase + 1), docKind: 'other', label: 'Hazmat endorsement', expiresInDays: -5 },
    { ownerKind: 'driver', ownerId: String(company.driverIdBase + 2), docKind: 'other', label: 'TWIC card', expiresInDays: 25 },
  ];
  return [...papers, ...tractors, ...drivers];
}

function paperPdf(companyName: string, doc: DemoDocument, expDate: string | undefined): Uint8Array {
  const pdf = new TextPdf({ width: 612, height: 396 }, { title: doc.label, creator: companyName });
  const owner = doc.ownerKind === 'company' ? companyName : `${doc.ownerKind === 'tractor' ? 'Tractor' : 'Driver'} ${doc.ownerId}`;
  const lines = [doc.label, companyName, owner, expDate ? `Expires ${expDate}` : 'Does not expire', 'Demo document'];
  lines.forEach((text, i) => pdf.drawText({ text, x: 48, y: 330 - i * 34, size: i === 0 ? 22 : 14, font: i === 0 ? 'bold' : 'regular' }));
  return pdf.save();
}

export async function seedDocuments(company: DemoCompany): Promise<void> {
  const [year, month, day] = todayIn('America/Phoenix').split('-').map(Number) as [number, number, number];
  const today = dayFromYmd(year, month, day);
  const now = new Date().toISOString();
  const items = await Promise.all(
    demoDocuments(company).map(async (doc) => {
      const id = `demo-${doc.ownerKind}-${doc.ownerId || 'company'}-${doc.docKind}`;
      const expDate = doc.expiresInDays === undefined ? undefined : formatIsoDate(addDays(today, doc.expiresInDays));
      const fileName = `${doc.docKind}.pdf`;
      const fileKey = documentFileKey(company.companyId, id, fileName);
      const body = paperPdf(company.companyName, doc, expDate);
      await writeObject(fileKey, body, 'application/pdf');
      return {
        companyId: company.companyId, id, ownerKind: doc.ownerKind, ownerId: doc.ownerId, ownerKey: ownerKeyOf(doc.ownerKind, doc.ownerId),
        docType: SPEC_DOC_TYPE[doc.ownerKind], docKind: doc.docKind, label: doc.label, ...(expDate ? { expDate } : {}),
        fileKey, fileName, contentType: 'application/pdf', fileSize: body.length,
        createdBy: SEEDED_BY, createdAt: now, updatedBy: SEEDED_BY, updatedAt: now, version: 1,
      };
    }),
  );
  await batchPut(fleetDocumentEntity(), items);
}
