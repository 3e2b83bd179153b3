import { describe, expect, it } from 'vitest';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

/** The driver's own DVIRs of the last 90 days and their PDFs, for a roadside stop: his only. */
type Row = { submissionId: string; formType: string; completedAt: string; VehicleID: string; countOfFailedFormFields: number };

describe('GET /me/inspections', () => {
  it('lists only the driver’s own DVIRs of the last 90 days, newest first, and each one’s PDF opens for him', async () => {
    const answer = await api('GET', '/me/inspections', { as: RED_MESA.driver });
    expect(answer.status).toBe(200);
    const rows = answer.body.inspections as Row[];
    expect(rows.length).toBeGreaterThan(0);
    const since = Date.now() - 90 * 86_400_000;
    for (const r of rows) {
      expect(r.formType).toBe('DVIR');
      expect(Date.parse(r.completedAt)).toBeGreaterThanOrEqual(since);
    }
    expect(rows.map((r) => r.completedAt)).toEqual([...rows.map((r) => r.completedAt)].sort().reverse());
    const pdf = await fetch(`${(await import('../support/cloud-context.ts')).cloud().apiUrl}/form-submissions/${rows[0]!.submissionId}/pdf`, {
      headers: { authorization: `Bearer ${await (await import('../support/tokens.ts')).idTokenFor(RED_MESA.driver)}`, 'x-app-version': '3.21.1' },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives another driver none of them: his own list holds none, and their PDFs and details are 404 to him', async () => {
    const jake = (await api('GET', '/me/inspections', { as: RED_MESA.driver })).body.inspections as Row[];
    const other = await api('GET', '/me/inspections', { as: BLUE_RIDGE.driver });
    expect(other.status).toBe(200);
    const theirs = new Set((other.body.inspections as Row[]).map((r) => r.submissionId));
    for (const r of jake) expect(theirs.has(r.submissionId)).toBe(false);
    expect((await api('GET', `/form-submissions/${jake[0]!.submissionId}/pdf`, { as: BLUE_RIDGE.driver })).status).toBe(404);
    expect((await api('GET', `/form-submissions/${jake[0]!.submissionId}`, { as: BLUE_RIDGE.driver })).status).toBe(404);
  });
});
