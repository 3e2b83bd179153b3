import { readFileSync } from 'node:fs';
import { LayerVersion, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';

/** The Powertools packages the handlers import, all pinned to one exact version in package.json. */
export const POWERTOOLS_PACKAGES = ['@aws-lambda-powertools/logger', '@aws-lambda-powertools/metrics', '@aws-lambda-powertools/tracer'] as const;

const dependencies = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies;

/** The version the tests run against is the version the functions get in AWS. */
export const POWERTOOLS_VERSION = dependencies[POWERTOOLS_PACKAGES[0]]!;

/** AWS publishes the layer of each Powertools release under this public parameter in every commercial region. */
export const POWERTOOLS_LAYER_PARAMETER = `/aws/service/powertools/typescript/generic/all/${POWERTOOLS_VERSION}`;

/**
 * The AWS-published Powertools layer of the pinned version, so the functions leave Powertools (and the
 * X-Ray SDK under its Tracer, ~125 KB) out of their bundles. The ARN is a dynamic reference resolved by
 * CloudFormation, which works in nested stacks without a stack parameter each.
 */
export function powertoolsLayer(scope: Construct, id: string): ILayerVersion {
  const arn = StringParameter.fromStringParameterAttributes(scope, `${id}Arn`, { parameterName: POWERTOOLS_LAYER_PARAMETER, forceDynamicReference: true }).stringValue;
  return LayerVersion.fromLayerVersionArn(scope, id, arn);
}

