import { expect } from 'vitest';
import { cloud } from './cloud-context.ts';
import { idTokenFor } from './tokens.ts';

/** The maintenance export's CSV text of these records, asked as `as` (the route answers a file, not JSON). */
export async function exportedRecordsCsv(as: string, records: unknown[]): Promise<string> {
  const response = await fetch(`${cloud().apiUrl}/maintenance/records/export`, {
    method: 'POST', headers: { authorization: `Bearer ${await idTokenFor(as)}`, 'content-type': 'application/json', 'x-app-version': '3.21.1' }, body: JSON.stringify({ records }),
  });
  expect(response.status).toBe(200);
  return response.text();
}
