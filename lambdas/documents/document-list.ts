import type { DocumentList } from '#shared/documents/document-api';
import { ownerKeyOf, type OwnerKind } from '#shared/documents/doc-kinds';
import { documentRows, type StoredDocument } from '#shared/documents/document-rows';
import { batchGet } from '#lambdas/data/batch';
import { companyEntity } from '#lambdas/data/entities/company';
import { driverEntity } from '#lambdas/data/entities/driver';
import { fleetDocumentEntity } from '#lambdas/data/entities/fleet-document';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { companyToday } from '#lambdas/data/company-zone';

const DOCUMENT_ATTRIBUTES = ['id', 'ownerKind', 'ownerId', 'docKind', 'label', 'expDate', 'fileKey', 'fileName', 'contentType', 'updatedAt', 'version'] as const;
const DRIVER_ATTRIBUTES = ['DriverID', 'DisplayName', 'Domicile', 'Active', 'cdlExpDate', 'medExpDate'] as const;

export interface Owner {
  kind: OwnerKind;
  id: string;
}

async function documentsOf(companyId: string, owners: readonly Owner[] | 'all'): Promise<StoredDocument[]> {
  if (owners === 'all') return (await fleetDocumentEntity().query.byId({ companyId }).go({ pages: 'all', attributes: [...DOCUMENT_ATTRIBUTES] })).data;
  const lists = await Promise.all(
    owners.map(async (o) => (await fleetDocumentEntity().query.byOwner({ companyId, ownerKey: ownerKeyOf(o.kind, o.id) }).go({ pages: 'all', attributes: [...DOCUMENT_ATTRIBUTES] })).data),
  );
  return lists.flat();
}

async function driversOf(companyId: string, owners: readonly Owner[] | 'all') {
  if (owners === 'all') {
    const { data } = await driverEntity().query.byDriverId({ companyId }).go({ pages: 'all', attributes: [...DRIVER_ATTRIBUTES] });
    // A driver who left keeps his papers in the list, but his CDL and medical card no longer need renewing.
    return data.filter((d) => d.Active !== false);
  }
  const ids = owners.filter((o) => o.kind === 'driver').map((o) => o.id);
  if (ids.length === 0) return [];
  return batchGet(driverEntity(), ids.map((DriverID) => ({ companyId, DriverID })));
}

/**
 * The rows of the whole company (Document Manager) or of some owners (one tractor, one driver, or a
 * driver's phone: the company, himself and his tractor), with statuses for the company's today.
 */
export async function loadDocumentList(companyId: string, owners: readonly Owner[] | 'all'): Promise<DocumentList> {
  const [documents, drivers, tractors, company, today] = await Promise.all([
    documentsOf(companyId, owners),
    driversOf(companyId, owners),
    tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'Domicile'] }),
    companyEntity().get({ companyId }).go({ attributes: ['companyName'] }),
    companyToday(companyId),
  ]);
  return { today, documents: documentRows({ today, companyName: company.data?.companyName ?? '', documents, drivers, tractors: tractors.data }) };
}
