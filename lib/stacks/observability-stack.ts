import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { TABLE_INDEXES } from '#lambdas/data/table-schema';
import { AlarmTopic } from '#lib/constructs/alarm-topic';
import { pascalId } from '#lib/constructs/ids';

export interface ObservabilityStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  /** By definition name, as the Workflows stack exposes them. */
  readonly stateMachines: Readonly<Record<string, IStateMachine>>;
  readonly table: ITable;
  /** Subscribed to the alarm topic when set (context `alarmEmail`). */
  readonly alarmEmail?: string;
}

const PERIOD = Duration.minutes(5);
/** CloudWatch's limit of metrics in one alarm's metric math. */
const MAX_ALARM_METRICS = 10;

/**
 * The alarms of the product, all notifying one SNS topic: HTTP API 5xx rate, Lambda errors and throttles,
 * failed workflow executions, DynamoDB throttling. They live here rather than next to their resources so
 * the route nested stacks keep their resource budget.
 */
export class ObservabilityStack extends Stack {
  readonly topic: AlarmTopic;
  readonly alarms: readonly Alarm[];

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);
    this.topic = new AlarmTopic(this, 'AlarmTopic', { email: props.alarmEmail });
    this.alarms = [
      this.alarm('Api5xxRate', apiServerErrorRate(props.httpApi), 5, 'More than 5% of HTTP API requests answered 5xx over 5 minutes (with at least 20 requests).'),
      // Without dimensions: two alarms per function (one per route) would outgrow the route stacks, and a
      // metric math alarm takes at most 10 metrics. The account should hold this app only.
      this.alarm('LambdaErrors', lambdaMetric('Errors'), 5, 'Lambda functions of the account failed 5 times or more in 5 minutes (crashes, timeouts; route errors answered 4xx/5xx are not Lambda errors).'),
      this.alarm('LambdaThrottles', lambdaMetric('Throttles'), 1, 'Lambda functions of the account were throttled: the concurrency limit was reached.'),
      ...Object.entries(props.stateMachines).map(([name, machine]) =>
        this.alarm(`${pascalId(name)}ExecutionsFailed`, machine.metricFailed({ period: PERIOD, statistic: 'Sum' }), 1, `An execution of the ${name} workflow failed.`),
      ),
      this.alarm('TableThrottles', tableThrottles(props.table), 1, 'DynamoDB throttled reads or writes on the table or one of its indexes.'),
    ];
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is no failure.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic.topic));
    alarm.addOkAction(new SnsAction(this.topic.topic));
    return alarm;
  }
}

function apiServerErrorRate(api: IHttpApi): IMetric {
  return new MathExpression({
    // A handful of requests makes one 500 a 20% rate: below 20 requests the rate is not judged.
    expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
    usingMetrics: { errors: api.metricServerError({ period: PERIOD, statistic: 'Sum' }), requests: api.metricCount({ period: PERIOD, statistic: 'Sum' }) },
    period: PERIOD,
    label: 'HTTP API 5xx %',
  });
}

function lambdaMetric(metricName: 'Errors' | 'Throttles'): IMetric {
  return new Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: PERIOD });
}

function tableThrottles(table: ITable): IMetric {
  const targets = [{}, ...TABLE_INDEXES.map((index) => ({ GlobalSecondaryIndexName: index.indexName }))];
  const usingMetrics: Record<string, IMetric> = {};
  targets.forEach((dimensions, i) => {
    for (const [key, metricName] of [['r', 'ReadThrottleEvents'], ['w', 'WriteThrottleEvents']] as const) {
      usingMetrics[`${key}${i}`] = new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: table.tableName, ...dimensions },
        statistic: 'Sum',
        period: PERIOD,
      });
    }
  });
  if (Object.keys(usingMetrics).length > MAX_ALARM_METRICS) {
    throw new Error(`The table throttle alarm would sum ${Object.keys(usingMetrics).length} metrics, more than an alarm takes (${MAX_ALARM_METRICS}): split it`);
  }
  // FILL: an index that was not throttled reports nothing, which would make the sum empty.
  return new MathExpression({ expression: Object.keys(usingMetrics).map((m) => `FILL(${m}, 0)`).join(' + '), usingMetrics, period: PERIOD, label: 'DynamoDB throttle events' });
}
