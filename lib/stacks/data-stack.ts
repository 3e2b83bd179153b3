import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '#lambdas/data/table-schema';

/** The single DynamoDB table every entity lives in; keys and indexes come from the shared schema. */
export class DataStack extends Stack {
  readonly table: Table;
  /** Seals each company's outside-system credentials (encryption context {companyId, system}). */
  readonly integrationSecretsKey: Key;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    this.integrationSecretsKey = new Key(this, 'IntegrationSecretsKey', {
      // Alias names are unique in the account and region: the stack's name keeps the stages apart.
      alias: `${this.stackName}/integration-secrets`,
      description: "Seals companies' outside-system credentials (settlement portal, billing portal, safety software, video telematics)",
      enableKeyRotation: true,
      // A deleted key makes every saved credential unreadable: it stays when the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
