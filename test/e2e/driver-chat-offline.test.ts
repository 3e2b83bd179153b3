import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { ChatDialog, watchLiveConnection } from './pages/chat-dialog.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';

// The phone goes offline: the app's service worker must be installed.
const chromiumSession = chromiumPerFile({ serviceWorkers: 'allow' });

describe('a chat message sent without signal, on a 390 px phone', () => {
  it('shows in the room as waiting to send, and is posted once when the signal is back', async () => {
    const owner = demoSignIn(1);
    const driver = demoSignIn(8);
    const driverUid = (await api('GET', '/me', { as: driver.email })).body.user.uid;
    const roomName = `Dock ${Date.now()}`;
    const room = (await api('POST', '/chat/rooms', { as: owner.email, body: { name: roomName, members: [driverUid] } })).body.room;
    const text = `Loaded at dock 3, rolling ${randomUUID().slice(0, 8)}`;

    const page = await chromiumSession.open(PHONE);
    const live = await watchLiveConnection(page);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    await live.opened;
    const chat = await new ChatDialog(page).openFromShell();
    await chat.openRoom(roomName);

    await page.context().setOffline(true);
    await chat.send(text);
    const waiting = page.getByTestId('chat-waiting-message').filter({ hasText: text });
    await waiting.getByText('Waiting to send').waitFor();
    await expect.poll(() => chat.composer().inputValue()).toBe('');
    const before = (await api('GET', `/chat/rooms/${room.id}/messages`, { as: owner.email })).body.messages;
    expect(before.some((m: { text: string }) => m.text === text)).toBe(false);

    await page.context().setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 15_000 });
    await chat.message(text).waitFor({ timeout: 10_000 });
    expect(await chat.message(text).count()).toBe(1);
    const after = (await api('GET', `/chat/rooms/${room.id}/messages`, { as: owner.email })).body.messages;
    expect(after.filter((m: { text: string }) => m.text === text)).toHaveLength(1);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  });
});
