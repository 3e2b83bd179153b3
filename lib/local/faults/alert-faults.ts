import { TooManyRequestsException } from '@aws-sdk/client-sesv2';
import { SNSServiceException, ThrottledException } from '@aws-sdk/client-sns';
import type { RuntimeHooks } from '#lambdas/runtime-hooks';
import { currentFunction } from '#lib/local/lambda/local-function';
import type { FaultInjector } from './fault-injector.ts';

const metadata = (httpStatusCode: number) => ({ httpStatusCode, requestId: crypto.randomUUID(), attempts: 1, totalRetryDelay: 0 });

/** SES v2's throttle on SendEmail, as its SDK client raises it. */
function sesThrottle(): Error {
  return new TooManyRequestsException({ message: 'Too many requests have been made to the operation.', $metadata: metadata(429) });
}

/** SNS's throttles on Publish: its modeled ThrottledException, or the query protocol's generic Throttling. */
function snsThrottle(kind: 'ThrottledException' | 'Throttling'): Error {
  if (kind === 'ThrottledException') return new ThrottledException({ message: 'Rate exceeded', $metadata: metadata(429) });
  return new SNSServiceException({ name: 'Throttling', $fault: 'client', message: 'Rate exceeded', $metadata: metadata(400) });
}

/**
 * The alert transport's outbox stands in for SES and SNS without a wire, so their throttles are raised where
 * it asks for the send's grant, once the grant is checked, and only inside a function's invocation.
 */
export function withAlertFaults(hooks: RuntimeHooks, faults: FaultInjector): RuntimeHooks {
  return {
    authorize(action, resource) {
      hooks.authorize(action, resource);
      if (!currentFunction()) return;
      if (action === 'ses:SendEmail' && faults.draw('ses')) throw sesThrottle();
      if (action === 'sns:Publish') {
        const kind = faults.draw('sns');
        if (kind) throw snsThrottle(kind);
      }
    },
    beforeCommand: (clientName, commandName, input) => hooks.beforeCommand(clientName, commandName, input),
  };
}
