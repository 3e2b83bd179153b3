import { batchGet, batchPut } from '#lambdas/data/batch';
import { fuelPurchaseEntity, type FuelPurchaseItem } from '#lambdas/data/entities/fuel-purchase';
import { fuelTransactionClaimEntity } from '#lambdas/data/entities/fuel-transaction-claim';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { mapBounded } from '#lambdas/data/map-bounded';

/** Conditional claim writes in flight at once: a daily file holds about a hundred purchases. */
const CLAIMS_AT_ONCE = 16;

type Purchase = Omit<FuelPurchaseItem, 'month'>;

/**
 * The day a transaction id is kept under: the one already claimed, else this purchase's own. A claim is a
 * conditional create, so two files read at once claim an id once and both store it under the same day.
 */
async function claimedDays(companyId: string, purchases: readonly Purchase[], createdAt: string): Promise<Map<string, string>> {
  const claims = fuelTransactionClaimEntity();
  const found = await batchGet(claims, purchases.map((p) => ({ companyId, transactionId: p.transactionId })));
  const days = new Map(found.map((c) => [c.transactionId, c.transactionDate]));
  await mapBounded(purchases.filter((p) => !days.has(p.transactionId)), CLAIMS_AT_ONCE, async (p) => {
    try {
      await claims.create({ companyId, transactionId: p.transactionId, transactionDate: p.transactionDate, createdAt }).go({ response: 'none' });
      days.set(p.transactionId, p.transactionDate);
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      const { data } = await claims.get({ companyId, transactionId: p.transactionId }).go();
      days.set(p.transactionId, data!.transactionDate);
    }
  });
  return days;
}

/**
 * Stores each purchase once by the provider's transaction id, whatever date a later file gives it: the id is
 * claimed first, then the purchase is written under the claimed day unless it is there already. A claim whose
 * purchase is missing (a read stopped between the two writes) gets its purchase on the next file. A purchase
 * stored before claims existed is found under its own day and claimed. Answers how many purchases were added.
 */
export async function storePurchasesOnce(companyId: string, purchases: readonly Purchase[], createdAt: string): Promise<number> {
  const days = await claimedDays(companyId, purchases, createdAt);
  const kept = purchases.map((p) => {
    const transactionDate = days.get(p.transactionId)!;
    return { ...p, transactionDate, month: transactionDate.slice(0, 7) };
  });
  const keyOf = (p: { transactionDate: string; transactionId: string }) => `${p.transactionDate}|${p.transactionId}`;
  const stored = new Set((await batchGet(fuelPurchaseEntity(), kept.map((p) => ({ companyId, month: p.month, transactionDate: p.transactionDate, transactionId: p.transactionId })))).map(keyOf));
  const fresh = kept.filter((p) => !stored.has(keyOf(p)));
  await batchPut(fuelPurchaseEntity(), fresh);
  return fresh.length;
}
