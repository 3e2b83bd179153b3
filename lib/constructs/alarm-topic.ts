import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  /** An address to notify; it must confirm the subscription e-mail SNS sends. */
  readonly email?: string;
}

/**
 * The SNS topic CloudWatch alarms notify: encrypted with a key of its own and TLS-only. Not the AWS
 * managed `alias/aws/sns` key: its key policy cannot be extended, so CloudWatch could not publish.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly key: Key;

  constructor(scope: Construct, id: string, props: AlarmTopicProps = {}) {
    super(scope, id);
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    this.key = new Key(this, 'Key', { enableKeyRotation: true, description: 'FAST DASHBOARD alarm topic' });
    this.key.addToResourcePolicy(new PolicyStatement({ principals: [cloudWatch], actions: ['kms:Decrypt', 'kms:GenerateDataKey*'], resources: ['*'] }));
    this.topic = new Topic(this, 'Topic', { displayName: 'FAST DASHBOARD alarms', masterKey: this.key, enforceSSL: true });
    // The topic policy replaces SNS's default one: CloudWatch is let in for this account's alarms only.
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'cloudwatch', resource: 'alarm', resourceName: '*', arnFormat: ArnFormat.COLON_RESOURCE_NAME }) },
          StringEquals: { 'aws:SourceAccount': stack.account },
        },
      }),
    );
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
  }
}
