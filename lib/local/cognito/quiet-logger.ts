import type { LogService } from 'cognito-local/lib/services/LogService.js';

/** cognito-local logs every data-store read at debug level; only its errors are worth a line. */
export function quietLogger(): LogService {
  const silent = (): void => {};
  const logger = {
    child: () => logger,
    debug: silent,
    info: silent,
    warn: silent,
    error: (...args: unknown[]) => console.error('[local cognito]', ...args),
  };
  return logger as unknown as LogService;
}
