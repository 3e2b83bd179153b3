import type { Entity, TransactWriteEntity } from 'electrodb';

/**
 * An entity as `createWriteTransaction` hands it to its callback: what a domain's function takes to build its
 * own write of a transaction another domain runs (only these entities can `.commit()`).
 */
export type InTransaction<E> = E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;
