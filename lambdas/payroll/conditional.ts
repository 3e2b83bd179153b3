/** True when DynamoDB refused a write because its condition (a version or existence check) failed. */
export function isConditionalFailure(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string } };
  return e.cause?.name === 'ConditionalCheckFailedException' || e.name === 'ConditionalCheckFailedException';
}
