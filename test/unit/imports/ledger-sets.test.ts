import { describe, expect, it } from 'vitest';
import { decodeLedger, encodeLedger } from '#lambdas/imports/pipeline/ledger';

describe('the import ledger', () => {
  it('keeps a stored number set (a pay run\'s chunksCounted) a set, so a rollback puts back the same set', () => {
    const before = { pk: 'p', sk: 's', chunksCounted: new Set([0, 2]), DriverList: [{ DriverID: '1004500' }], note: { $set: 'text' } };
    const [change] = decodeLedger(encodeLedger([{ row: 2, before, after: { pk: 'p', sk: 's', status: 'imported' } }]));
    expect(change!.before).toEqual(before);
    expect(change!.before!.chunksCounted).toBeInstanceOf(Set);
  });
});
