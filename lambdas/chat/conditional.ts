/** ElectroDB wraps DynamoDB's ConditionalCheckFailedException; this spots it through the wrapper. */
export function isConditionalFailure(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string } };
  return e?.cause?.name === 'ConditionalCheckFailedException' || e?.name === 'ConditionalCheckFailedException';
}
