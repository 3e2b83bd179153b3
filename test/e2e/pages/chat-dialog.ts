import type { Locator, Page } from 'playwright-core';

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

  roomEntry(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: new RegExp(name) });
  }

  async createRoomWith(memberName: string, roomName: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Create chat' }).click();
    const audience = this.page.getByRole('dialog', { name: 'Choose members' });
    await audience.getByRole('checkbox', { name: new RegExp(`^${memberName}`) }).check();
    await audience.getByRole('button', { name: 'Save Changes' }).click();
    const create = this.page.getByRole('dialog', { name: 'Create Chat' });
    await create.getByLabel('Room name').fill(roomName);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.waitFor({ state: 'detached' });
  }

  async openRoom(name: string): Promise<void> {
    await this.roomEntry(name).click();
    await this.page.getByRole('log', { name: 'Messages' }).waitFor();
  }

  async send(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Write a message' }).fill(text);
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
  }

  message(text: string): Locator {
    return this.page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true });
  }
}
