import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/tokens.ts';
import { demoSignIn, DESKTOP, freshPage, launchChromium, PHONE } from './pages/browser.ts';
import { ChatDialog, watchLiveConnection } from './pages/chat-dialog.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(role: number, viewport: { width: number; height: number }) {
  const user = demoSignIn(role);
  const page = await freshPage(browser, viewport);
  const live = await watchLiveConnection(page);
  await signInAs(page, user);
  return { page, user, live: live.opened };
}

describe('chat in Chromium', () => {
  it('an admin opens a room with a driver and his message appears live on the driver’s phone', async () => {
    const roomName = `Dock ${Date.now()}`;
    const owner = await signedIn(1, DESKTOP);
    const driver = await signedIn(8, PHONE);
    try {
      await new DriverShell(driver.page).waitUntilShown();
      const adminChat = await new ChatDialog(owner.page).openFromShell();
      await adminChat.createRoomWith('Jake Thornton', roomName);

      const driverChat = await new ChatDialog(driver.page).openFromShell();
      await driverChat.roomEntry(roomName).waitFor();
      await driverChat.openRoom(roomName);

      await adminChat.send('Trailer 5312 is on door 14');
      await adminChat.message('Trailer 5312 is on door 14').waitFor();
      await driverChat.message('Trailer 5312 is on door 14').waitFor({ timeout: 5_000 });
      expect(await driverChat.message('Trailer 5312 is on door 14').count()).toBe(1);
    } finally {
      await owner.page.context().close();
      await driver.page.context().close();
    }
  });

  it('the driver must acknowledge a broadcast before he can use the app, and one acknowledgement releases all his devices', async () => {
    const owner = demoSignIn(1);
    const driverUid = (await api('GET', '/me', { as: demoSignIn(8).email })).body.user.uid;
    const room = (await api('POST', '/chat/rooms', { as: owner.email, body: { name: `Safety ${Date.now()}`, members: [driverUid] } })).body.room;
    const { page, live } = await signedIn(8, PHONE);
    // The same driver also signed in at a desk: acknowledging on the phone must release this one too.
    const { page: desk, live: deskLive } = await signedIn(8, DESKTOP);
    try {
      await new DriverShell(page).waitUntilShown();
      await new DriverShell(desk).waitUntilShown();
      await Promise.all([live, deskLive]);
      const at = new Date(Date.now() + 1_500);
      const made = await api('POST', `/chat/rooms/${room.id}/scheduled`, {
        as: owner.email,
        body: { text: 'Chains required on I-17 tonight', scheduledFor: at.toISOString(), scheduledDay: at.toISOString().slice(0, 10), scheduledTime: at.toISOString().slice(11, 16) },
      });
      expect(made.status).toBe(201);

      const gate = page.getByRole('alertdialog');
      await gate.getByText('Chains required on I-17 tonight').waitFor({ timeout: 10_000 });
      // The overlay takes the clicks: the bottom bar cannot be used while the broadcast waits.
      await expect(page.getByRole('navigation', { name: 'Driver menu' }).getByRole('link', { name: 'Drive' }).click({ timeout: 1_000 })).rejects.toThrow();

      const deskGate = desk.getByRole('alertdialog');
      await deskGate.getByText('Chains required on I-17 tonight').waitFor({ timeout: 10_000 });

      await gate.getByRole('button', { name: 'Acknowledge' }).click();
      await gate.waitFor({ state: 'detached' });
      await deskGate.waitFor({ state: 'detached', timeout: 5_000 });
      await page.getByRole('navigation', { name: 'Driver menu' }).getByRole('link', { name: 'Drive' }).click({ timeout: 5_000 });
      expect((await api('GET', '/chat/acknowledgements', { as: demoSignIn(8).email })).body.broadcasts).toEqual([]);
    } finally {
      await page.context().close();
      await desk.context().close();
    }
  });
});
