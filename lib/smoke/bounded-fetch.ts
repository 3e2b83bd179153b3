import { StepFailure, seconds } from './step-failure.ts';

export interface BoundedAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/**
 * A GET with a deadline and a size limit on the body it reads. Network failures, the deadline and an
 * oversized body become StepFailures naming the address; any status is returned for the step to judge.
 */
export async function boundedGet(url: string, opts: { timeoutMs: number; maxBytes: number; headers?: Record<string, string>; readBody?: boolean }): Promise<BoundedAnswer> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers: opts.headers ?? {}, redirect: 'follow', signal });
  } catch (error) {
    throw failureOf(error, url, opts.timeoutMs);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (opts.readBody === false) {
    await response.body?.cancel();
    return { status: response.status, contentType, text: '' };
  }
  try {
    return { status: response.status, contentType, text: await readLimited(response, opts.maxBytes, url) };
  } catch (error) {
    if (error instanceof StepFailure) throw error;
    throw failureOf(error, url, opts.timeoutMs);
  }
}

async function readLimited(response: Response, maxBytes: number, url: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new StepFailure(`${url} answered ${declared} bytes, more than the ${maxBytes} expected`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new StepFailure(`${url} answered more than the ${maxBytes} bytes expected`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failureOf(error: unknown, url: string, timeoutMs: number): StepFailure {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return new StepFailure(`${url} did not answer within ${seconds(timeoutMs)}`);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error).message;
  return new StepFailure(`cannot reach ${url} (${detail})`);
}
