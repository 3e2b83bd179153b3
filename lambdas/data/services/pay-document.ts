import { Service } from 'electrodb';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';

function build() {
  return new Service({ payDoc: payDocEntity(), tripPayout: tripPayoutEntity(), tripLog: tripLogEntity() });
}

let last: { payDoc: ReturnType<typeof payDocEntity>; service: ReturnType<typeof build> } | undefined;

/**
 * A driver's week in one pay run as one collection (gsi3, partition companyId + PayRunID + DriverID): his
 * pay document, his trip payouts and the trips he drove first, in one query. Built again only when the
 * entities are (another table or client).
 */
export function payDocumentService() {
  const payDoc = payDocEntity();
  if (last?.payDoc !== payDoc) last = { payDoc, service: build() };
  return last.service;
}
