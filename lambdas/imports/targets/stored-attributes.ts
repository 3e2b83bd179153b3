import type { RawItem } from '#lambdas/imports/pipeline/target';

const KEY_FIELD = /^(pk|sk|gsi\d+pk|gsi\d+sk)$|^__edb_/;

/** A raw stored item's own attributes (keys and ElectroDB's fields left out), to build its next version from. */
export function attributesOf(raw: RawItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([field]) => !KEY_FIELD.test(field)));
}
