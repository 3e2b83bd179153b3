import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';
import { ReportsPage } from './pages/reports-page.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

async function signIn(role: number): Promise<void> {
  const user = demoSignIn(role);
  page = await chromiumSession.open();
  await signInAs(page, user);
  await new AdminShell(page).waitUntilShown();
}

describe('Points Summary and scheduled reports in Chromium', () => {
  it('shows the owner the demo points table with its chart, the rows left out, and an average of the rows shown', async () => {
    await signIn(1);
    await new ReportsPage(page).open('?reportName=points-summary');
    await page.getByRole('heading', { name: 'Points Summary' }).waitFor();
    await page.getByRole('img', { name: 'Availability by row' }).or(page.getByRole('application', { name: 'Availability by row' })).first().waitFor();
    const table = page.getByRole('table', { name: 'Points Summary' });
    await table.waitFor();
    const availability = (await table.locator('tbody tr td:nth-child(3)').allTextContents()).map(Number);
    expect(availability.length).toBeGreaterThan(5);
    expect(availability.every((a) => Number.isFinite(a))).toBe(true);
    await page.getByText(new RegExp(`^${availability.length} of \\d+ rows shown$`)).waitFor();
    await page.getByText(/rows? left out because Availability_% is not a number/).waitFor();
    const mean = availability.reduce((s, a) => s + a, 0) / availability.length;
    await page.getByText(`${(Math.round(mean * 10) / 10).toFixed(1)} %`).waitFor();
    await page.getByText(/points-summary\.xlsx, uploaded by/).waitFor();
  });

  it('uploads a points table that replaces the shown rows', async () => {
    await signIn(1);
    await new ReportsPage(page).open('?reportName=points-summary');
    await page.getByRole('table', { name: 'Points Summary' }).waitFor();
    const csv = 'id,name,Availability_%,updatedOn\r\nT-1,Unit one,91,2026-11-01\r\nT-1,Unit one,97,2026-11-08\r\nT-2,Unit two,N/A,2026-11-08\r\n';
    await page.locator('input[type="file"]').setInputFiles({ name: 'e2e-points.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('1 of 3 rows shown').waitFor();
    const rows = page.getByRole('table', { name: 'Points Summary' }).locator('tbody tr');
    expect((await rows.first().locator('td').allTextContents()).slice(0, 3)).toEqual(['T-1', 'Unit one', '97.0']);
  });

  it('lets the owner schedule a report from the reporting page and lists it', async () => {
    await signIn(1);
    await new ReportsPage(page).open('?reportName=points-summary');
    await page.getByRole('button', { name: 'Scheduled reports' }).click();
    const manager = page.getByRole('dialog', { name: 'Scheduled reports' });
    await manager.getByRole('button', { name: 'New schedule' }).click();
    const editor = page.getByRole('dialog', { name: 'New scheduled report' });
    await editor.getByRole('button', { name: 'How often' }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    await editor.getByRole('button', { name: 'Day of the month' }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await editor.getByLabel('Recipients').fill('Books@RedMesa.test\nowner@redmesa.test');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = manager.getByRole('row').filter({ hasText: 'Monthly, day 5 at 7:00' });
    await row.waitFor();
    expect(await row.textContent()).toContain('books@redmesa.test, owner@redmesa.test');
  });

  it('does not offer Points Summary or the schedules to dispatch', async () => {
    await signIn(3);
    const reports = await new ReportsPage(page).open('?reportName=points-summary');
    expect(await reports.reportLabels()).not.toContain('Points Summary');
    expect(reports.reportName()).toBe('points-summary');
    expect(await page.getByRole('heading', { name: 'Points Summary', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Scheduled reports' }).count()).toBe(0);
  });

  it('opens a scheduled report\'s link page without signing in, and refuses a bad link plainly', async () => {
    page = await chromiumSession.open();
    await page.goto('/report-link#reportLink=frl.red-mesa-freight.0123456789abcdef.notarealsecretnotarealsecretnotareal');
    await page.getByText('This report link is not valid or has expired. Ask the office to send the report again.').waitFor();
    await page.goto('/report-link');
    await page.getByText('A scheduled report opens through the link in its e-mail.').waitFor();
  });
});
