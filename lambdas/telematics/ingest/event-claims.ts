import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, batchPut } from '#lambdas/data/batch';
import { mapBounded } from '#lambdas/data/map-bounded';
import { telematicsEventClaimEntity, type TelematicsEventClaimItem } from '#lambdas/data/entities/telematics-event-claim';
import { documentClient } from '#lambdas/imports/pipeline/raw-writes';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

export type EventClaim = Omit<TelematicsEventClaimItem, 'companyId'>;

/** DynamoDB's most items in one transaction. */
const TRANSACTION_ITEMS = 100;
/** Claims created one by one at once, when a transaction found an id taken under it. */
const SINGLE_CLAIMS_AT_ONCE = 16;

/** `p|410204|E-1`: the same key the batch dedups by. */
export const claimKey = (c: Pick<EventClaim, 'kind' | 'VehicleID' | 'eventId'>) => `${c.kind}|${c.VehicleID}|${c.eventId}`;

interface Claiming { under: Map<string, string>; claimedBefore: Set<string> }

async function createOneByOne(companyId: string, claims: readonly EventClaim[], { under, claimedBefore }: Claiming): Promise<void> {
  const entity = telematicsEventClaimEntity();
  await mapBounded(claims, SINGLE_CLAIMS_AT_ONCE, async (claim) => {
    try {
      await entity.create({ companyId, ...claim }).go({ response: 'none' });
      under.set(claimKey(claim), claim.storedUnder);
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      const { data } = await entity.get({ companyId, VehicleID: claim.VehicleID, kind: claim.kind, eventId: claim.eventId }).go({ consistent: true });
      under.set(claimKey(claim), data!.storedUnder);
      claimedBefore.add(claimKey(claim));
    }
  });
}

/** Up to 100 new claims in one transaction; when one id was taken meanwhile, each is claimed on its own. */
async function createChunk(companyId: string, chunk: readonly EventClaim[], claiming: Claiming): Promise<void> {
  const entity = telematicsEventClaimEntity();
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: chunk.map((claim) => ({ Put: entity.create({ companyId, ...claim }).params() as never })) }));
    for (const claim of chunk) claiming.under.set(claimKey(claim), claim.storedUnder);
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
    await createOneByOne(companyId, chunk, claiming);
  }
}

export interface ClaimedEvents {
  /** The key each event is stored under, by `claimKey`: the one an earlier copy claimed, else its own. */
  readonly under: ReadonlyMap<string, string>;
  /** Events whose id an earlier batch had claimed: each may be stored already. */
  readonly claimedBefore: ReadonlySet<string>;
}

/**
 * Claims each event's id with the key it is stored under. A claim is a conditional create, so two batches
 * carrying one id at once claim it once.
 */
export async function claimEvents(companyId: string, claims: readonly EventClaim[]): Promise<ClaimedEvents> {
  const entity = telematicsEventClaimEntity();
  const found = claims.length ? await batchGet(entity, claims.map(({ VehicleID, kind, eventId }) => ({ companyId, VehicleID, kind, eventId }))) : [];
  const claiming: Claiming = { under: new Map(found.map((c) => [claimKey(c), c.storedUnder])), claimedBefore: new Set(found.map(claimKey)) };
  const fresh = claims.filter((c) => !claiming.under.has(claimKey(c)));
  const chunks = Array.from({ length: Math.ceil(fresh.length / TRANSACTION_ITEMS) }, (_, i) => fresh.slice(i * TRANSACTION_ITEMS, (i + 1) * TRANSACTION_ITEMS));
  await Promise.all(chunks.map((chunk) => createChunk(companyId, chunk, claiming)));
  return claiming;
}

/** Points claims at the copies stored now, when the copy an earlier claim named was never written. */
export async function reclaimEvents(companyId: string, claims: readonly EventClaim[]): Promise<void> {
  if (claims.length) await batchPut(telematicsEventClaimEntity(), claims.map((c) => ({ companyId, ...c })));
}
