import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { tractorEntity } from '#lambdas/data/entities/tractor';

/**
 * A tractor is in the shop while one of its live records is in progress and back in service when none is
 * (a voided record keeps nobody in the shop); a tractor put out of service by hand stays so.
 */
export async function syncShopState(companyId: string, vehicleIds: readonly string[]): Promise<void> {
  for (const VehicleID of vehicleIds) {
    const { data: tractor } = await tractorEntity().get({ companyId, VehicleID }).go({ attributes: ['serviceState'] });
    if (!tractor || tractor.serviceState === 'out-of-service') continue;
    const { data: open } = await maintenanceRecordEntity()
      .query.byVehicle({ companyId, VehicleID })
      .where((attr, { eq, notExists }) => `${eq(attr.ServiceStatus, 'In Progress')} AND ${notExists(attr.voidedAt)}`)
      .go({ pages: 'all', attributes: ['id'] });
    const wanted = open.length > 0 ? 'in-shop' : 'in-service';
    if (tractor.serviceState !== wanted) await tractorEntity().patch({ companyId, VehicleID }).set({ serviceState: wanted, updatedAt: new Date().toISOString() }).go();
  }
}
