import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledgeDeploymentHandler } from '#lib/constructs/deployment-nag';
import { CONFIG_OBJECT_KEY } from './web-stack.ts';

/** What the SPA reads from `/config.json` at start (the local cloud serves the same shape). */
export interface WebRuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly apiUrl: string;
  readonly wsUrl: string;
  readonly appVersion: string;
}

export interface WebConfigStackProps extends StackProps {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  readonly config: WebRuntimeConfig;
}

/**
 * Publishes `/config.json` from the other stacks' outputs. It is its own stack, deployed last, because
 * the Web stack must exist before the API (CORS needs its origin) while this file needs the API's URL.
 */
export class WebConfigStack extends Stack {
  constructor(scope: Construct, id: string, props: WebConfigStackProps) {
    super(scope, id, props);
    new BucketDeployment(this, 'DeployConfig', {
      sources: [Source.jsonData(CONFIG_OBJECT_KEY, props.config)],
      destinationBucket: props.bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: [`/${CONFIG_OBJECT_KEY}`],
    });
    acknowledgeDeploymentHandler(this, [props.bucket.arnForObjects('*')]);
  }
}
