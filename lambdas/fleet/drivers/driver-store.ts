import { DRIVER_FILE_DATES, driverFileOf, type DriverFile, type DriverFileEdit, type NewDriverFile } from '#shared/fleet/driver-file';
import { driverEntity } from '#lambdas/data/entities/driver';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

export async function listDriverFiles(caller: CompanyCaller): Promise<DriverFile[]> {
  const { data } = await driverEntity().query.byDriverId({ companyId: caller.companyId }).go({ pages: 'all' });
  return data.map((d) => driverFileOf(d));
}

export async function driverFile(caller: CompanyCaller, DriverID: string): Promise<DriverFile> {
  const { data } = await driverEntity().get({ companyId: caller.companyId, DriverID }).go();
  if (!data) throw new NotFoundError('Driver not found.');
  return driverFileOf(data);
}

/** The driver file linked to a user account (a company has ~350 drivers: one query, found by uid). */
export async function driverFileOfUser(caller: CompanyCaller, uid: string): Promise<DriverFile> {
  const { data } = await driverEntity().query.byDriverId({ companyId: caller.companyId }).where(({ uid: u }, { eq }) => eq(u, uid)).go({ pages: 'all' });
  if (!data[0]) throw new NotFoundError('No driver file is linked to this user.');
  return driverFileOf(data[0]);
}

const displayName = (f: { FirstName: string; LastName: string; DisplayName?: string | undefined }) => f.DisplayName || `${f.FirstName} ${f.LastName}`;

export async function addDriverFile(caller: CompanyCaller, body: NewDriverFile): Promise<DriverFile> {
  try {
    const { data } = await driverEntity().create({ companyId: caller.companyId, ...body, DisplayName: displayName(body), version: 1 }).go();
    return driverFileOf(data);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(`Driver ${body.DriverID} already exists.`);
    throw error;
  }
}

/** Edits the file's fields only; the pay settings on the same item are left as they are. */
export async function editDriverFile(caller: CompanyCaller, DriverID: string, body: DriverFileEdit): Promise<DriverFile> {
  const key = { companyId: caller.companyId, DriverID };
  const { data: current } = await driverEntity().get(key).go();
  if (!current) throw new NotFoundError('Driver not found.');
  const currentVersion = current.version ?? 1;
  if (body.version !== currentVersion) throw new ConflictError();
  const { version: _v, ...fields } = body;
  try {
    const { data } = await driverEntity()
      .patch(key)
      .set({ ...fields, DisplayName: displayName(fields), version: currentVersion + 1 })
      .remove(DRIVER_FILE_DATES.filter((f) => fields[f] === undefined))
      .where(({ version }, { eq }) => eq(version, currentVersion))
      .go({ response: 'all_new' });
    return driverFileOf(data as Record<string, unknown>);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
}
