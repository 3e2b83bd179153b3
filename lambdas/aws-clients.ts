import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { sdkClient } from '#lambdas/observability/sdk-client';

/**
 * The DynamoDB client, built once per container (the S3 one is lambdas/s3-client.ts). Endpoints of the
 * local stand-ins arrive through the SDK's own AWS_ENDPOINT_URL_* variables, so this code is the same in
 * AWS and on one machine.
 */
let dynamo: DynamoDBClient | undefined;

export function dynamoClient(): DynamoDBClient {
  dynamo ??= sdkClient(new DynamoDBClient({}));
  return dynamo;
}
