/**
 * Physical shape of the single table, read by the CDK Data stack and by the local cloud so both
 * create exactly the same keys and indexes. Entities (ElectroDB) map onto these generic names.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const TABLE_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
] as const;

/** Attribute DynamoDB's TTL reads (epoch seconds). DynamoDB Local never deletes: queries filter it. */
export const TTL_ATTRIBUTE = 'expiresAt';
