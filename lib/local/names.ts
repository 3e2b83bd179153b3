/** Names and dummy identity of the local stand-ins; nothing here reaches AWS. */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT = '000000000000';
/** s3rver only knows this key pair; DynamoDB Local (sharedDb) and the others accept anything. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export const LOCAL_TABLE_NAME = 'fast-dashboard';
export const LOCAL_UPLOADS_BUCKET = 'fast-dashboard-uploads';
export const LOCAL_BROADCAST_GROUP = 'fast-dashboard-broadcasts';

/** Well-formed ARNs, so code that parses them (region, name) behaves as it does in AWS. */
export function stateMachineArn(name: string): string {
  return `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:${name}`;
}

export function executionArn(stateMachineName: string, executionName: string): string {
  return `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:execution:${stateMachineName}:${executionName}`;
}

export function lambdaArn(functionName: string): string {
  return `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${functionName}`;
}

/** The one key of the local KMS stand-in, sealing integration secrets as the customer-managed key does in AWS. */
export const LOCAL_SECRETS_KEY_ID = `arn:aws:kms:${LOCAL_REGION}:${LOCAL_ACCOUNT}:key/local-integration-secrets`;
