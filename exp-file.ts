import { startDynamoDbLocal } from '#lib/local/dynamodb/dynamodb-local';
import { ensureTable } from '#lib/local/dynamodb/table';
import { loadTable } from '#lib/local/dynamodb/table-dump';
import { rmSync } from 'node:fs';
const mode = process.argv[2];
const t0 = Date.now();
if (mode === 'build') rmSync('/tmp/exp/ddb', { recursive: true, force: true });
const ddb = await startDynamoDbLocal({ dbPath: mode === 'mem' ? null : '/tmp/exp/ddb' });
console.log('started', Date.now() - t0);
if (mode !== 'reuse') {
  await ensureTable(ddb.endpoint, 'fast-dashboard');
  const n = await loadTable(ddb.endpoint, 'fast-dashboard', '/tmp/exp/snapshot/table.jsonl');
  console.log('loaded', n, Date.now() - t0);
}
// A workload: 2000 single puts and 500 queries.
const { DynamoDBClient, PutItemCommand, QueryCommand, ScanCommand } = await import('@aws-sdk/client-dynamodb');
const c = new DynamoDBClient({ endpoint: ddb.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const t1 = Date.now();
for (let i = 0; i < 1000; i++) await c.send(new PutItemCommand({ TableName: 'fast-dashboard', Item: { pk: { S: `bench#${mode}` }, sk: { S: `i${i}` }, v: { N: String(i) } } }));
console.log('1000 puts', Date.now() - t1);
const t2 = Date.now();
for (let i = 0; i < 300; i++) await c.send(new QueryCommand({ TableName: 'fast-dashboard', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': { S: `bench#${mode}` } }, Limit: 50 }));
console.log('300 queries', Date.now() - t2);
const t3 = Date.now();
let k: any; let n = 0;
do { const p = await c.send(new ScanCommand({ TableName: 'fast-dashboard', ExclusiveStartKey: k })); n += p.Items!.length; k = p.LastEvaluatedKey; } while (k);
console.log('scan', n, Date.now() - t3);
await ddb.stop();
process.exit(0);
