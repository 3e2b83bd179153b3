import type { CompModelEntryView, DriverPayDocView, PayDocView, TripPayoutView } from '#shared/payroll-api/pay-docs';
import { driverPayStatement, type DriverPayStatement } from '#shared/payroll/driver-pay-lines';
import { payDocPlanOf, type PerDiemPlan } from '#shared/payroll/per-diem-plan';
import { companyEntity } from '#lambdas/data/entities/company';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { payDocEntity, type PayDocItem } from '#lambdas/data/entities/pay-doc';
import type { TripPayoutItem } from '#lambdas/data/entities/trip-payout';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { payDocumentService } from '#lambdas/data/services/pay-document';
import { NotFoundError } from '#lambdas/http/errors';
import { byStatementOrder } from '#lambdas/payroll/inputs/run-trips';

export function tripPayoutView(p: TripPayoutItem): TripPayoutView {
  return {
    TripNumber: p.TripNumber,
    DriverID: p.DriverID,
    VehicleID: p.VehicleID,
    RunType: p.RunType,
    TripType: p.TripType,
    MilesQTY: p.MilesQTY,
    PayType: p.PayType,
    PayRate: p.PayRate ?? null,
    payout: p.payout,
    DandHpayout: p.DandHpayout,
    ...(p.SpotTripId ? { SpotTripId: p.SpotTripId } : {}),
    payoutRule: p.payoutRule,
    explanation: p.explanation,
    dandhExplanation: p.dandhExplanation,
    manual: p.manual ?? false,
    version: p.version ?? 1,
  };
}

const NOT_SHOWN = new Set(['companyId', 'PayRunID', 'importBatchId']);
const visible = (item: object) => Object.fromEntries(Object.entries(item).filter(([k]) => !NOT_SHOWN.has(k)));

export async function loadPayDocItem(companyId: string, PayRunID: string, DriverID: string): Promise<PayDocItem> {
  const { data } = await payDocEntity().get({ companyId, PayRunID, DriverID }).go();
  if (!data) throw new NotFoundError('Pay document not found.');
  return data;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** The driver's pay in plain lines: each payout beside its trip's legs, the comp model, the per diem plan it is paid under. */
function plainPay(payouts: readonly TripPayoutView[], trips: ReadonlyArray<Record<string, unknown>>, compModel: readonly CompModelEntryView[], plan: PerDiemPlan): DriverPayStatement {
  const byNumber = new Map(trips.map((t) => [text(t.TripNumber), t]));
  const facts = payouts.map((p) => {
    const trip = byNumber.get(p.TripNumber);
    return { ...p, origin: text(trip?.LegOrg), destination: text(trip?.LegDest), spotName: text(trip?.SpotName) };
  });
  return driverPayStatement({ trips: facts, entries: compModel, plan });
}

/** What a driver is shown of his pay document: no engine explanations, no trip or fuel logs. */
export function forDriver(view: PayDocView): DriverPayDocView {
  const { PayDocID, PayRunID, DriverID, DisplayName, payDate, payDateString, endDate, endDateString, totalMiles, pay } = view;
  return { PayDocID, PayRunID, DriverID, DisplayName, payDate, payDateString, endDate, endDateString, totalMiles, pay };
}

/**
 * A pay document with its trip payout table (engine explanations per line), trip logs and fuel logs. The
 * document, its payouts and the trips the driver drove first are one collection query; his trips as a
 * team's second driver and the fuel of his vehicles are the only other reads.
 */
export async function loadPayDocView(companyId: string, PayRunID: string, DriverID: string): Promise<PayDocView> {
  const [{ data: week }, { data: asSecond }, { data: company }] = await Promise.all([
    payDocumentService().collections.payDocument({ companyId, PayRunID, DriverID }).go({ pages: 'all' }),
    tripLogEntity().query.bySecondDriver({ companyId, PayRunID, DriverNo2: DriverID }).go({ pages: 'all' }),
    companyEntity().get({ companyId }).go({ attributes: ['perDiemPlan'] }),
  ]);
  const doc = week.payDoc[0];
  if (!doc) throw new NotFoundError('Pay document not found.');
  const payouts = week.tripPayout;
  const seen = new Set<string>();
  const trips = [...week.tripLog, ...asSecond].filter((t) => !seen.has(t.TripNumber) && seen.add(t.TripNumber)).sort(byStatementOrder);
  const vehicles = [...new Set(trips.map((t) => t.VehicleID))];
  const fuel = (await Promise.all(vehicles.map((VehicleID) => fuelLogEntity().query.byVehicle({ companyId, PayRunID, VehicleID }).go({ pages: 'all' })))).flatMap((r) => r.data);
  const payoutViews = payouts.sort((a, b) => a.tripOrder - b.tripOrder).map(tripPayoutView);
  const tripLogs = trips.map(visible);
  const compModel = doc.compModel as CompModelEntryView[];
  return {
    PayDocID: doc.PayDocID,
    PayRunID: doc.PayRunID,
    DriverID: doc.DriverID,
    DisplayName: doc.DisplayName,
    FirstName: doc.FirstName ?? '',
    LastName: doc.LastName ?? '',
    PayType: doc.PayType ?? 'Mileage',
    payDate: doc.payDate,
    payDateString: doc.payDateString,
    endDate: doc.endDate,
    endDateString: doc.endDateString,
    mileagePayout: doc.mileagePayout,
    dropAndHookPayout: doc.dropAndHookPayout,
    totalMiles: doc.totalMiles,
    compModel,
    bonusOutcomes: (doc.bonusOutcomes ?? []) as PayDocView['bonusOutcomes'],
    totalCompensation: doc.totalCompensation,
    totalExplanation: doc.totalExplanation,
    engineTotalCompensation: doc.engineTotalCompensation,
    TripPayoutRecords: payoutViews,
    TripLogs: tripLogs,
    FuelLogs: fuel.filter((f) => !f.DriverNo1 || f.DriverNo1 === DriverID).sort((a, b) => a.StatementOrderIndex - b.StatementOrderIndex).map(visible),
    calculatedAt: doc.calculatedAt,
    pay: plainPay(payoutViews, tripLogs, compModel, payDocPlanOf(doc, company)),
  };
}
