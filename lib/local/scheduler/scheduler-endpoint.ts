import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '#lib/local/gateway/http-utils';
import { SchedulerError, type LocalOneTimeScheduler, type OneTimeSchedule } from './one-time-schedules.ts';

/**
 * The slice of the EventBridge Scheduler API (REST JSON: `POST|PUT|GET|DELETE /schedules/{Name}`) the
 * broadcast handlers call, so SchedulerClient with AWS_ENDPOINT_URL_SCHEDULER works unchanged. No SigV4
 * check: loopback only.
 */
export function createSchedulerEndpoint(scheduler: LocalOneTimeScheduler) {
  return async (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> => {
    const match = /^\/schedules\/([^/]+)$/.exec(path);
    try {
      if (!match) throw new SchedulerError('ValidationException', `Operation ${req.method} ${path} is not supported locally`, 400);
      const name = decodeURIComponent(match[1]!);
      const group = query.get('groupName') ?? 'default';
      switch (req.method) {
        case 'POST':
        case 'PUT': {
          const body = JSON.parse((await readBody(req, 256 * 1024)).toString('utf8') || '{}') as Omit<OneTimeSchedule, 'Name'>;
          const schedule = { ...body, Name: name, GroupName: body.GroupName ?? 'default' };
          const arn = req.method === 'POST' ? scheduler.create(schedule) : scheduler.update(schedule);
          return sendJson(res, 200, { ScheduleArn: arn });
        }
        case 'GET': {
          const s = scheduler.get(group, name);
          return sendJson(res, 200, { ...s, Arn: scheduler.arn(s), State: 'ENABLED', FlexibleTimeWindow: { Mode: 'OFF' } });
        }
        case 'DELETE':
          scheduler.delete(group, name);
          return sendJson(res, 200, {});
        default:
          throw new SchedulerError('ValidationException', `${req.method} is not supported`, 400);
      }
    } catch (error) {
      const e = error instanceof SchedulerError ? error : new SchedulerError('ValidationException', (error as Error).message, 400);
      sendJson(res, e.status, { Message: e.message }, { 'x-amzn-errortype': e.code });
    }
  };
}
