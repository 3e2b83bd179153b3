import type { Locator, Page } from 'playwright-core';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Resolves once the page's chat WebSocket has completed its handshake (the server answered 101, so
 * `$connect` has registered the connection and pushes will reach it). Call before the page signs in.
 * The page shows nothing of its live connection, so this listens at the DevTools protocol.
 */
export async function watchLiveConnection(page: Page): Promise<{ opened: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  let resolve: () => void = () => undefined;
  const opened = new Promise<void>((r) => (resolve = r));
  cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
    if (event.response.status === 101) resolve();
  });
  await cdp.send('Network.enable');
  return { opened };
}

/** The chat dialog "{company} Chat": room list, the open room, its composer, and the create flow. */
export class ChatDialog {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('heading', { name: /Chat$/ }) }).first();
  }

  /** Opens the dialog from the layout's Chat entry (rail button or driver bottom bar). */
  async openFromShell(): Promise<this> {
    await this.page.getByRole('button', { name: /^Chat/ }).first().click();
    await this.page.getByRole('navigation', { name: 'Chats' }).waitFor();
    return this;
  }

  /** Closes the whole chat dialog with its close button. */
  async close(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Close' }).first().click();
    await this.page.getByRole('navigation', { name: 'Chats' }).waitFor({ state: 'detached' });
  }

  /** The layout's unread badge on its Chat entry (the admin rail or the driver's bottom bar). */
  shellUnreadBadge(): Locator {
    return this.page.locator('[data-menu-id="chat"] .fd-unread-badge');
  }

  roomEntry(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: new RegExp(escaped(name)) });
  }

  /** The "New" badge of a room in the list (unread rooms also carry the highlight class). */
  newBadge(name: string): Locator {
    return this.roomEntry(name).getByText('New', { exact: true });
  }

  async isHighlighted(name: string): Promise<boolean> {
    return this.roomEntry(name).evaluate((el) => el.classList.contains('fd-chat-room-item--unread'));
  }

  /** Plus button: the audience selector of a new chat. */
  async startCreate(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Create chat' }).click();
    const audience = this.audienceSelector();
    await audience.waitFor();
    return audience;
  }

  audienceSelector(): Locator {
    return this.page.getByRole('dialog', { name: 'Choose members' });
  }

  /** A person's checkbox in the audience selector (the label is the name, then domicile and role). */
  audienceMember(name: string): Locator {
    return this.audienceSelector().getByRole('group', { name: 'Members' }).getByRole('checkbox', { name: new RegExp(`^${escaped(name)}`) });
  }

  audienceShortcut(label: 'All Admins' | 'All Drivers' | 'Everyone'): Locator {
    return this.audienceSelector().getByRole('checkbox', { name: label, exact: true });
  }

  async createRoomWith(memberName: string, roomName: string): Promise<void> {
    await this.startCreate();
    await this.audienceMember(memberName).check();
    await this.audienceSelector().getByRole('button', { name: 'Save Changes' }).click();
    const create = this.page.getByRole('dialog', { name: 'Create Chat' });
    await create.getByLabel('Room name').fill(roomName);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.waitFor({ state: 'detached' });
  }

  async openRoom(name: string): Promise<void> {
    await this.roomEntry(name).click();
    await this.messages().waitFor();
  }

  /** On a phone: from the open room back to the list. */
  async backToRooms(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back to chats' }).click();
    await this.page.getByRole('navigation', { name: 'Chats' }).waitFor();
  }

  /** The heading of the open room (its name). */
  roomTitle(name: string): Locator {
    return this.dialog().getByRole('heading', { name, exact: true });
  }

  messages(): Locator {
    return this.page.getByRole('log', { name: 'Messages' });
  }

  composer(): Locator {
    return this.page.getByRole('textbox', { name: 'Write a message' });
  }

  async send(text: string): Promise<void> {
    await this.composer().fill(text);
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
  }

  message(text: string): Locator {
    return this.messages().getByText(text, { exact: true });
  }

  /** The whole message (bubble, likes and controls) whose text is `text`. */
  messageItem(text: string): Locator {
    return this.messages().locator('[data-message-id]').filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** "Chat Options" of the open room (owner only). */
  async openOptions(): Promise<Locator> {
    await this.dialog().getByRole('button', { name: 'Chat Options' }).click();
    const options = this.optionsDialog();
    await options.waitFor();
    return options;
  }

  optionsDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Chat Options' });
  }

  /** The member list popup of the open room. */
  async openMembers(): Promise<Locator> {
    await this.dialog().getByRole('button', { name: 'Members', exact: true }).click();
    const members = this.page.getByRole('dialog', { name: 'Members' });
    await members.waitFor();
    return members;
  }

  /** A row of the open member list popup. */
  memberRow(name: string): Locator {
    return this.page.getByRole('dialog', { name: 'Members' }).locator('button.fd-chat-row').filter({ hasText: name });
  }

  /** Each row of the member list as "name / role · domicile" (the owner's name marked "(Owner)"). */
  async memberRowTexts(): Promise<string[]> {
    const texts = await this.page.getByRole('dialog', { name: 'Members' }).locator('button.fd-chat-row > span:not(.fd-avatar)').allInnerTexts();
    return texts.map((t) =>
      t
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join(' / '),
    );
  }

  /** Chat's snackbar messages. */
  snackbar(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
