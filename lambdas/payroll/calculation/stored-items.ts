import { isDeepStrictEqual } from 'node:util';
import { createConversions } from 'electrodb';

export type StoredItem = Record<string, unknown>;

/** The part of an ElectroDB entity a bulk put needs. */
export interface PutEntity<T> {
  put(items: T[]): { params(): unknown };
  getTableName(): string | undefined;
}

interface PlainBatch {
  RequestItems: Record<string, Array<{ PutRequest: { Item: StoredItem } }>>;
}

/** ElectroDB's stored form of the items: every one validated, defaults applied, keys built. */
function electroItems<T>(entity: PutEntity<T>, items: T[]): StoredItem[] {
  return (entity.put(items).params() as PlainBatch[]).flatMap((batch) => Object.values(batch.RequestItems).flatMap((requests) => requests.map((r) => r.PutRequest.Item)));
}

/**
 * Builds the stored form of an entity's items. ElectroDB spends some 30 µs on each item of a bulk put,
 * mostly setting up a query chain per item, which a pay run of 12,500 payouts feels. For each shape of
 * item (its attribute names), ElectroDB builds the first one; when that is exactly the item, its index
 * keys and the entity's identifiers (no default filled in, nothing computed), the others of that shape
 * are built from ElectroDB's key conversion alone. Any other shape goes through ElectroDB item by item.
 */
export function storedItemBuilder<T extends StoredItem>(entity: PutEntity<T>): (items: T[]) => StoredItem[] {
  const toKeys = (createConversions(entity as never) as unknown as { fromComposite: { toKeys(item: T): StoredItem } }).fromComposite.toKeys;
  const ids = (entity as unknown as { identifiers: { entity: string; version: string } }).identifiers;
  const quickShapes = new Map<string, StoredItem | null>();

  const quickForm = (item: T, identity: StoredItem): StoredItem => ({ ...item, ...toKeys(item), ...identity });
  /** The entity's identifiers when ElectroDB agrees with the quick form of this shape, else null. */
  const identityFor = (item: T): StoredItem | null => {
    const shape = Object.keys(item).join('\u0000');
    let identity = quickShapes.get(shape);
    if (identity === undefined) {
      const reference = electroItems(entity, [item])[0]!;
      identity = { [ids.entity]: reference[ids.entity], [ids.version]: reference[ids.version] };
      if (!isDeepStrictEqual(quickForm(item, identity), reference)) identity = null;
      quickShapes.set(shape, identity);
    }
    return identity;
  };

  return (items) => {
    const identities = items.map(identityFor);
    const slow = items.filter((_, i) => identities[i] === null);
    const built = slow.length > 0 ? electroItems(entity, slow) : [];
    let next = 0;
    return items.map((item, i) => {
      const identity = identities[i];
      return identity ? quickForm(item, identity) : built[next++]!;
    });
  };
}
