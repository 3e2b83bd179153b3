import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

/** A flash message of the chat's snackbar (§2.4), found by its text. */
export function snackbar(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/**
 * "New Broadcast" / "Edit Broadcast" of an open room (§2.4): text, "Set Day" (calendar), "Set Time",
 * "Alert over SMS & Email?", Create/Update/Cancel, and "Your Scheduled Broadcasts" under it.
 */
export class BroadcastDialog {
  constructor(private readonly page: Page) {}

  /** The room header's "New Broadcast" button (only for those who may broadcast). */
  openButton(): Locator {
    return this.page.getByRole('button', { name: 'New Broadcast', exact: true });
  }

  async open(): Promise<this> {
    await this.openButton().click();
    await this.dialog().waitFor();
    await this.page.getByText('Your Scheduled Broadcasts', { exact: true }).waitFor();
    return this;
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(New|Edit) Broadcast$/ });
  }

  heading(): Promise<string | null> {
    return this.dialog().getByRole('heading').first().textContent();
  }

  text(): Locator {
    return this.dialog().getByRole('textbox', { name: 'Message', exact: true });
  }

  day(): Locator {
    return this.dialog().getByRole('textbox', { name: 'Set Day', exact: true });
  }

  time(): Locator {
    return this.dialog().getByRole('textbox', { name: 'Set Time', exact: true });
  }

  alertOption(): Locator {
    return this.dialog().getByRole('checkbox', { name: 'Alert over SMS & Email?', exact: true });
  }

  /** The day field's calendar, opened from its button. */
  async openCalendar(): Promise<Locator> {
    await this.dialog().getByRole('button', { name: 'Set Day: choose on a calendar', exact: true }).click();
    const calendar = this.page.getByRole('grid');
    await calendar.waitFor();
    return calendar;
  }

  /** A day of the open calendar by its long name (e.g. "Saturday, November 21, 2026"). */
  calendarDay(calendar: Locator, longName: string): Locator {
    return calendar.getByRole('gridcell', { name: new RegExp(`^${longName}`) });
  }

  async pickDayFromCalendar(longName: string): Promise<void> {
    const calendar = await this.openCalendar();
    await this.calendarDay(calendar, longName).click();
    await calendar.waitFor({ state: 'detached' });
  }

  /** Types a time into "Set Time" (HH:mm), replacing what it held. */
  async setTime(hhmm: string): Promise<void> {
    await this.time().fill(hhmm);
  }

  button(name: 'Create' | 'Update' | 'Cancel' | 'Delete broadcast'): Locator {
    return this.dialog().getByRole('button', { name, exact: true });
  }

  /** The confirmation "Delete broadcast" asks before deleting. */
  deleteConfirmation(): Locator {
    return this.page.getByRole('dialog', { name: 'Delete broadcast' });
  }

  /** "Your Scheduled Broadcasts". */
  list(): Locator {
    return this.dialog().getByRole('list', { name: 'Your Scheduled Broadcasts' });
  }

  /** One scheduled broadcast of the list, by its text. */
  entry(text: string): Locator {
    return this.list().getByRole('listitem').filter({ hasText: text });
  }

  /** The acknowledgement ring of a sent entry ("67% acknowledged"). */
  ring(text: string): Locator {
    return this.entry(text).getByRole('img', { name: /% acknowledged$/ });
  }

  /** The clock an unsent entry shows instead of a ring. */
  clock(text: string): Locator {
    return this.entry(text).getByRole('img', { name: 'Not sent yet' });
  }

  /** After tapping a sent broadcast: who it went to, each "Acknowledged" or "Not acknowledged". */
  async acknowledgements(): Promise<Array<{ name: string; status: string }>> {
    const list = this.dialog().getByRole('list', { name: /% acknowledged$/ });
    await list.waitFor();
    const rows = await list.getByRole('listitem').all();
    return Promise.all(
      rows.map(async (row) => {
        const [name, status] = await row.locator(':scope > *').allInnerTexts();
        return { name: name?.trim() ?? '', status: status?.trim() ?? '' };
      }),
    );
  }

  acknowledgementListLabel(): Promise<string | null> {
    return this.dialog().getByRole('list', { name: /% acknowledged$/ }).getAttribute('aria-label');
  }
}

/** "Update User Profile", opened from the room list's "Chat profile" button. */
export class ChatProfileDialog {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Update User Profile' });
  }

  /**
   * Opens the chat from the layout's Chat entry, waiting for the room list's header rather than the
   * rooms (someone in no room has an empty list).
   */
  async openChat(): Promise<this> {
    await this.page.getByRole('button', { name: /^Chat/ }).first().click();
    await this.page.getByRole('button', { name: 'Chat profile', exact: true }).waitFor();
    return this;
  }

  async open(): Promise<this> {
    await this.page.getByRole('button', { name: 'Chat profile', exact: true }).click();
    await this.field('Name').waitFor();
    return this;
  }

  field(label: 'Name' | 'Contact e-mail' | 'Phone Number'): Locator {
    return this.dialog().getByLabel(label, { exact: true });
  }

  async values(): Promise<{ name: string; email: string; phone: string }> {
    return { name: await this.field('Name').inputValue(), email: await this.field('Contact e-mail').inputValue(), phone: await this.field('Phone Number').inputValue() };
  }

  async fill(values: { name: string; email: string; phone: string }): Promise<void> {
    await this.field('Name').fill(values.name);
    await this.field('Contact e-mail').fill(values.email);
    await this.field('Phone Number').fill(values.phone);
  }

  async save(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Save Changes', exact: true }).click();
  }

  /** Chooses a file with the dialog's "Upload" button, as a user does in the file chooser. */
  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dialog().getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles(file);
  }

  /** The photo preview (an <img> named after the user); absent while only the initials avatar shows. */
  preview(): Locator {
    return this.dialog().locator('img.fd-chat-photo-preview');
  }

  /** The preview's intrinsic width once the browser has loaded it (0 while loading or broken). */
  previewNaturalWidth(): Promise<number> {
    return this.preview().evaluate((img) => {
      const loaded = img as unknown as { complete: boolean; naturalWidth: number };
      return loaded.complete ? loaded.naturalWidth : 0;
    });
  }

  removePhotoButton(): Locator {
    return this.dialog().getByRole('button', { name: 'Remove Photo', exact: true });
  }
}

/** /communications/sms-status: the local outbox of SMS and e-mail alerts. */
export class OutboxPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/communications/sms-status');
    await this.page.getByRole('heading', { name: 'SMS and e-mail alerts' }).waitFor();
    return this;
  }

  /** The rows whose message contains the given text, as { Channel, To, State, Message }. */
  async rowsMentioning(text: string): Promise<Array<Record<string, string>>> {
    const table = this.page.getByRole('table');
    await table.getByRole('row').filter({ hasText: text }).first().waitFor();
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    const rows = await table.getByRole('row').filter({ hasText: text }).all();
    return Promise.all(
      rows.map(async (row) => {
        const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
        return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
      }),
    );
  }
}

/** A real PNG of the given size in one colour, made here so the test needs no fixture file. */
export function pngImage(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
