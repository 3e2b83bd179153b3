/**
 * The IAM actions an SDK command needs, as IAM authorizes them: a transaction or batch needs the
 * action of each item, HeadObject is a GetObject, DeleteObjects a DeleteObject per key, a listing
 * the bucket's ListBucket.
 */
const S3_ACTIONS: Record<string, string[]> = {
  HeadObject: ['s3:GetObject'],
  GetObject: ['s3:GetObject'],
  PutObject: ['s3:PutObject'],
  CopyObject: ['s3:GetObject', 's3:PutObject'],
  CreateMultipartUpload: ['s3:PutObject'],
  UploadPart: ['s3:PutObject'],
  CompleteMultipartUpload: ['s3:PutObject'],
  AbortMultipartUpload: ['s3:AbortMultipartUpload'],
  DeleteObject: ['s3:DeleteObject'],
  DeleteObjects: ['s3:DeleteObject'],
  ListObjects: ['s3:ListBucket'],
  ListObjectsV2: ['s3:ListBucket'],
  HeadBucket: ['s3:ListBucket'],
};

const TRANSACT_WRITE: Record<string, string> = { Put: 'dynamodb:PutItem', Update: 'dynamodb:UpdateItem', Delete: 'dynamodb:DeleteItem', ConditionCheck: 'dynamodb:ConditionCheckItem' };

const SERVICE_PREFIX: Record<string, string> = {
  DynamoDBClient: 'dynamodb',
  S3Client: 's3',
  SFNClient: 'states',
  SchedulerClient: 'scheduler',
  SESv2Client: 'ses',
  SNSClient: 'sns',
  CognitoIdentityProviderClient: 'cognito-idp',
  KMSClient: 'kms',
};

function dynamoActions(operation: string, input: Readonly<Record<string, unknown>>): string[] {
  if (operation === 'TransactGetItems') return ['dynamodb:GetItem'];
  if (operation === 'TransactWriteItems') {
    const items = Array.isArray(input.TransactItems) ? (input.TransactItems as Record<string, unknown>[]) : [];
    return [...new Set(items.flatMap((item) => Object.keys(item).map((kind) => TRANSACT_WRITE[kind] ?? `dynamodb:${kind}`)))];
  }
  return [`dynamodb:${operation}`];
}

/** `S3Client` + `HeadObjectCommand` → `['s3:GetObject']`; a client not listed keeps its command's name. */
export function actionsFor(clientName: string, commandName: string, input: Readonly<Record<string, unknown>>): string[] {
  const operation = commandName.replace(/Command$/, '');
  const prefix = SERVICE_PREFIX[clientName] ?? clientName.replace(/Client$/, '').toLowerCase();
  if (prefix === 'dynamodb') return dynamoActions(operation, input);
  if (prefix === 's3') return S3_ACTIONS[operation] ?? [`s3:${operation}`];
  const actions = [`${prefix}:${operation}`];
  // A schedule's target role is passed to Scheduler, which IAM checks as the caller's iam:PassRole.
  if (prefix === 'scheduler' && (input.Target as { RoleArn?: unknown } | undefined)?.RoleArn) actions.push('iam:PassRole');
  return actions;
}
