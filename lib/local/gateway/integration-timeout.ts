import { API_INTEGRATION_TIMEOUT_SECONDS } from '#lib/function-timeouts';

export class IntegrationTimeoutError extends Error {}

/** The integration's answer, or IntegrationTimeoutError once API Gateway would have given up on it. */
export function withinIntegrationTimeout<T>(work: Promise<T>, seconds: number = API_INTEGRATION_TIMEOUT_SECONDS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new IntegrationTimeoutError(`No answer within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, gaveUp]).finally(() => clearTimeout(timer));
}
