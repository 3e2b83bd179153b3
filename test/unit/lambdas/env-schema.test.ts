import { describe, expect, it } from 'vitest';
import { envSchemaFor, environmentProblems } from '#lambdas/runtime-env';

const ARNS = JSON.stringify({ 'statement-import': 'arn:import', 'statement-removal': 'arn:removal' });
const SCHEDULES = { BROADCAST_SCHEDULE_GROUP: 'group', BROADCAST_TARGET_ARN: 'arn:target', BROADCAST_SCHEDULER_ROLE_ARN: 'arn:role' };

describe('envSchemaFor', () => {
  it('asks nothing of a function without grants', () => {
    expect(environmentProblems({}, {})).toEqual([]);
    expect(envSchemaFor({}).parse({})).toMatchObject({ APP_VERSION: '3.21.1', POWERTOOLS_SERVICE_NAME: 'fast-dashboard' });
  });

  it.each([
    [{ table: 'read' as const }, 'TABLE_NAME'],
    [{ table: 'readWrite' as const }, 'TABLE_NAME'],
    [{ uploads: 'read' as const }, 'UPLOADS_BUCKET'],
    [{ sockets: true }, 'SOCKETS_ENDPOINT'],
    [{ alerts: true }, 'ALERT_TRANSPORT'],
  ])('requires, for %o, %s', (access, variable) => {
    expect(environmentProblems(access, {})).toEqual([`${variable}: missing`]);
    expect(environmentProblems(access, { [variable]: '' })).toHaveLength(1);
    expect(environmentProblems(access, { [variable]: variable === 'ALERT_TRANSPORT' ? 'outbox' : 'set' })).toEqual([]);
  });

  it('requires all three broadcast schedule variables for schedules', () => {
    expect(environmentProblems({ schedules: true }, {}).sort()).toEqual(['BROADCAST_SCHEDULER_ROLE_ARN: missing', 'BROADCAST_SCHEDULE_GROUP: missing', 'BROADCAST_TARGET_ARN: missing']);
    expect(environmentProblems({ schedules: true }, { ...SCHEDULES, BROADCAST_TARGET_ARN: undefined })).toEqual(['BROADCAST_TARGET_ARN: missing']);
    expect(environmentProblems({ schedules: true }, SCHEDULES)).toEqual([]);
  });

  it('requires STATE_MACHINE_ARNS to name an ARN for each workflow the function may start', () => {
    const access = { workflows: ['statement-import', 'statement-removal'] };
    expect(environmentProblems(access, {})).toEqual(['STATE_MACHINE_ARNS: missing']);
    expect(environmentProblems(access, { STATE_MACHINE_ARNS: ARNS })).toEqual([]);
    expect(environmentProblems(access, { STATE_MACHINE_ARNS: JSON.stringify({ 'statement-import': 'arn:import', 'statement-removal': '' }) })).toEqual([
      'STATE_MACHINE_ARNS: has no ARN for statement-removal',
    ]);
    expect(environmentProblems(access, { STATE_MACHINE_ARNS: '{"statement-import":' })).toEqual(['STATE_MACHINE_ARNS: is not JSON']);
    expect(environmentProblems(access, { STATE_MACHINE_ARNS: 'null' })).toEqual(['STATE_MACHINE_ARNS: has no ARN for statement-import, statement-removal']);
  });

  it('accepts only the two alert transports, and leaves the sender address optional', () => {
    expect(environmentProblems({ alerts: true }, { ALERT_TRANSPORT: 'smtp' })).toHaveLength(1);
    expect(environmentProblems({ alerts: true }, { ALERT_TRANSPORT: 'aws' })).toEqual([]);
  });

  it('does not ask for what the access does not grant', () => {
    expect(environmentProblems({ table: 'read' }, { TABLE_NAME: 't' })).toEqual([]);
    expect(environmentProblems({ workflows: [] }, {})).toEqual([]);
  });

  it('names every missing variable of a function with several grants', () => {
    const access = { table: 'readWrite' as const, uploads: 'read' as const, sockets: true, alerts: true };
    expect(environmentProblems(access, { TABLE_NAME: 't' }).sort()).toEqual(['ALERT_TRANSPORT: missing', 'SOCKETS_ENDPOINT: missing', 'UPLOADS_BUCKET: missing']);
  });
});
