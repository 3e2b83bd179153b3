import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { clearJakesRecentPunches, JAKE, jakesPunch } from '../../support/punches.ts';
import { api } from '../../support/tokens.ts';
import { englishOnPage, layoutWidth } from './untranslated.ts';
import { PHONE } from './browser.ts';

/**
 * Drive and the Timecard in Spanish, for test/e2e/driver-spanish.test.ts: Jake clocked in, with a punch
 * sent late and one flagged among his shifts, then a clock-out without signal (the outbox's waiting
 * banner), sent once the signal is back (its "all sent"), which leaves him clocked out.
 */
export interface TimecardScreen {
  path: string;
  ready: string;
  open: (page: Page) => Promise<void>;
  leave?: (page: Page) => Promise<void>;
}

const MIN = 60_000;
let seeded = false;

/** Once: a shift whose punches were sent an hour late, a clock-out flagged (tapped before its clock-in), and Jake clocked in now. */
async function clockedInWithMarkedPunches(): Promise<void> {
  if (seeded) return;
  await clearJakesRecentPunches();
  const now = Date.now();
  expect((await jakesPunch('in', now - 180 * MIN)).status).toBe(200);
  expect((await jakesPunch('out', now - 65 * MIN)).status).toBe(200);
  const clockIn = await api('POST', '/me/timeclock/in', { as: JAKE.email, body: { punchKey: randomUUID() } });
  const flagged = await jakesPunch('out', Date.parse(clockIn.body.in) - 30 * MIN);
  expect(flagged.body).toMatchObject({ outStamp: { flag: 'tap time before previous punch' } });
  expect((await api('POST', '/me/timeclock/in', { as: JAKE.email, body: { punchKey: randomUUID() } })).status).toBe(200);
  seeded = true;
}

export const TIMECARD_SCREENS: TimecardScreen[] = [
  {
    path: '/driver-dashboard',
    ready: 'En turno desde',
    open: async (page) => {
      await clockedInWithMarkedPunches();
      await page.goto('/driver-dashboard');
      await page.getByText('Viajes', { exact: true }).waitFor();
      await page.getByText('Inspección antes del viaje').waitFor();
    },
  },
  {
    path: '/driver-timeclock',
    ready: 'Señalada',
    open: async (page) => {
      await page.getByText('Semana pasada').waitFor();
      await page.getByText('Enviada tarde').first().waitFor();
      await page.getByText('Marcar salida').waitFor();
    },
  },
  {
    path: '/driver-timeclock',
    ready: '1 pendiente de enviar',
    open: async (page) => {
      await page.getByText('Marcar salida').waitFor();
      await page.context().setOffline(true);
      await page.getByTestId('punch-button').click();
      await page.getByText(/^Salida: .+ — pendiente de enviar$/).waitFor();
    },
    leave: async (page) => {
      await page.context().setOffline(false);
      await page.getByText('Todo enviado').waitFor({ timeout: 30_000 });
      expect({ state: 'all sent', english: await englishOnPage(page) }).toEqual({ state: 'all sent', english: [] });
      expect(await layoutWidth(page)).toBeLessThanOrEqual(PHONE.width);
    },
  },
];
