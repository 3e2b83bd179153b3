import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';

/**
 * SDK clients built once per container. Endpoints of the local stand-ins arrive through the SDK's own
 * AWS_ENDPOINT_URL_* variables, so this code is the same in AWS and on one machine.
 */
let dynamo: DynamoDBClient | undefined;
let s3: S3Client | undefined;

export function dynamoClient(): DynamoDBClient {
  dynamo ??= new DynamoDBClient({});
  return dynamo;
}

export function s3Client(): S3Client {
  s3 ??= new S3Client({
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    // The S3 emulator does not answer the newer flexible checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}
