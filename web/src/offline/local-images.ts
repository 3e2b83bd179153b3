import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { ApiError } from '#web/api/client.ts';

/** A photo or signature taken without signal: its key in the answers until the outbox uploads it. */
const LOCAL_PREFIX = 'local:';

let store: UseStore | undefined;
const images = () => (store ??= createStore('fast-dashboard-images', 'images'));

export function isLocalImage(key: string): boolean {
  return key.startsWith(LOCAL_PREFIX);
}

/** The phone's uuid of a kept image: the imageId its upload is keyed by. */
export function localImageId(key: string): string {
  return key.slice(LOCAL_PREFIX.length);
}

/**
 * The upload a driver's form uses: straight to storage when there is signal; without it (or when the
 * request never reached the server) the JPEG is kept on the phone under a local key, and the form goes on.
 */
export function uploadOrKeep(upload: (blob: Blob) => Promise<string>): (blob: Blob) => Promise<string> {
  return async (blob) => {
    if (typeof navigator === 'undefined' || navigator.onLine !== false) {
      try {
        return await upload(blob);
      } catch (error) {
        if (error instanceof ApiError) throw error;
      }
    }
    const key = `${LOCAL_PREFIX}${crypto.randomUUID()}`;
    await set(key, blob, images());
    return key;
  };
}

/** The kept JPEGs of these keys (the local ones), for the outbox record that will upload them. */
export async function localImages(keys: readonly string[]): Promise<Record<string, Blob>> {
  const found: Record<string, Blob> = {};
  for (const key of keys.filter(isLocalImage)) {
    const blob = await get<Blob>(key, images());
    if (blob) found[key] = blob;
  }
  return found;
}

export async function forgetLocalImages(keys: readonly string[]): Promise<void> {
  for (const key of keys.filter(isLocalImage)) await del(key, images());
}
