import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { waitFor } from './poll.ts';
import { api } from './tokens.ts';

/** Steps of the pay-run flow the payroll tests share: upload, import, calculate, each waited for. */
export const FIXTURE_STATEMENT = new URL('../fixtures/statements/red-mesa-week-2026-01-03.csv', import.meta.url);
export const BAD_STATEMENT = new URL('../fixtures/statements/bad-statement.csv', import.meta.url);

export async function uploadStatement(as: string, file: URL | { name: string; bytes: Uint8Array }): Promise<string> {
  const name = file instanceof URL ? file.pathname.split('/').pop()! : file.name;
  const bytes = file instanceof URL ? readFileSync(file) : file.bytes;
  const ticket = await api('POST', '/statement-uploads', { as, body: { fileName: name, size: bytes.length } });
  expect(ticket.status).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.body.contentType }, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body.fileKey as string;
}

export async function importStatement(as: string, payRunId: string, fileKey: string) {
  const started = await api('POST', `/payruns/${payRunId}/statement-imports`, { as, body: { fileKey } });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return waitFor(() => api('GET', `/imports/${started.body.importBatchId}`, { as }), (a) => a.body.status !== 'importing');
}

export async function calculate(as: string, payRunId: string) {
  const started = await api('POST', `/payruns/${payRunId}/calculations`, { as, body: {} });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return waitFor(() => api('GET', `/payruns/${payRunId}`, { as }), (a) => a.body.status === 'processed' || a.body.status === 'failed');
}

export async function createRun(as: string, weekEnding: string) {
  const created = await api('POST', '/payruns', { as, body: { weekEnding } });
  expect([201, 409]).toContain(created.status);
  return weekEnding;
}
