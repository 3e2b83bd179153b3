import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per function; the middleware appends companyId and the request id to every line. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fast-dashboard' });
