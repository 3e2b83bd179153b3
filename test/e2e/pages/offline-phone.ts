import type { Page } from 'playwright-core';

/**
 * Reads one IndexedDB store of the page (every value), without creating a database the app has not made.
 * Page code as text: the tests' TypeScript has no DOM library.
 */
const READ_STORE = `async (name, store) => {
  if (!(await indexedDB.databases()).some((d) => d.name === name)) return [];
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    if (!db.objectStoreNames.contains(store)) return [];
    return await new Promise((resolve, reject) => {
      const all = db.transaction(store, 'readonly').objectStore(store).getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
  } finally {
    db.close();
  }
}`;

export interface KeptAction { id: string; kind: string; createdAt: string; state: string; blobKeys: string[] }

/** The installable app on a phone: its service worker, its kept reads and its outbox. */
export class OfflinePhone {
  constructor(private readonly page: Page) {}

  /** The service worker is installed and serves this page (it has the whole build). */
  async waitUntilInstalled(): Promise<void> {
    await this.page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await this.page.waitForFunction('navigator.serviceWorker.controller !== null');
  }

  /** Waits until the driver's kept read cache holds every one of these texts (query keys or answers). */
  async waitForKeptReads(texts: string[]): Promise<void> {
    const wanted = JSON.stringify(texts);
    await this.page.waitForFunction(
      `(${READ_STORE})('fast-dashboard-reads', 'caches').then((values) => { const text = values.map(String).join('\\n'); return ${wanted}.every((t) => text.includes(t)); })`,
      undefined,
      { polling: 250 },
    );
  }

  /** The actions kept in the outbox, in tap order, with the keys of the images they carry. */
  async keptActions(): Promise<KeptAction[]> {
    return this.page.evaluate(
      `(${READ_STORE})('fast-dashboard-outbox', 'actions').then((records) => records
        .sort((a, b) => a.order - b.order)
        .map((r) => ({ id: r.id, kind: r.kind, createdAt: r.createdAt, state: r.state, blobKeys: Object.keys(r.blobs ?? {}) })))`,
    );
  }

  /** The "N waiting to send" line every driver screen shows. */
  waitingLine() {
    return this.page.getByTestId('outbox-waiting');
  }
}
