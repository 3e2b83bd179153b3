import { expect } from 'vitest';
import type { OwnCloud } from './own-cloud.ts';
import { waitFor } from './poll.ts';

/** Steps of an import through the API, each waited for: upload, dry run, confirm, rollback. */
export function importsFlow(own: OwnCloud, as: string) {
  const call = (method: string, path: string, body?: unknown) => own.call(as, method, path, body);

  async function upload(importType: string, fileName: string, bytes: Uint8Array | string) {
    const body = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
    const ticket = await call('POST', '/import-uploads', { importType, fileName, size: body.length });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.body.contentType }, body });
    expect(put.status).toBe(200);
    return ticket.body.fileKey as string;
  }

  /** Uploads and checks a file; answers the detail once the check is done (ready or failed). */
  async function dryRun(importType: string, fileName: string, bytes: Uint8Array | string, extra: Record<string, unknown> = {}) {
    const fileKey = await upload(importType, fileName, bytes);
    const started = await call('POST', '/imports', { importType, fileKey, fileName, ...extra });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await waitFor(() => call('GET', `/imports/${started.body.importBatchId}`), (a) => a.body.status !== 'validating');
    return done.body;
  }

  async function confirm(importBatchId: string) {
    const started = await call('POST', `/imports/${importBatchId}/confirm`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    return (await waitFor(() => call('GET', `/imports/${importBatchId}`), (a) => a.body.status !== 'importing')).body;
  }

  async function rollback(importBatchId: string, acceptWarnings = false) {
    const started = await call('POST', `/imports/${importBatchId}/rollback`, { acceptWarnings });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    return (await waitFor(() => call('GET', `/imports/${importBatchId}`), (a) => a.body.status !== 'rolling-back')).body;
  }

  /** Dry run and confirm of a file that must pass. */
  async function imported(importType: string, fileName: string, bytes: Uint8Array | string) {
    const checked = await dryRun(importType, fileName, bytes);
    expect(checked.status, JSON.stringify(checked.rowErrors ?? checked.failureMessage)).toBe('ready');
    const done = await confirm(checked.importBatchId);
    expect(done.status, done.failureMessage).toBe('completed');
    return { checked, done };
  }

  return { call, upload, dryRun, confirm, rollback, imported };
}
