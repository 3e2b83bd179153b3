/** What the driver did while the server could not be told yet: one record per action, kept in IndexedDB. */
export type OutboxKind = 'punch' | 'form-submit' | 'broadcast-ack' | 'chat-message';

export interface OutboxRecord {
  /** A uuid made at the tap: the action's idempotency key on the server, the same for every attempt. */
  id: string;
  /** Sending order: the tap order on this phone. */
  order: number;
  /** The signed-in user who did it (Cognito uid): only his records are sent with his token. */
  userId: string;
  kind: OutboxKind;
  /** The phone's clock at the tap (ISO instant). */
  createdAt: string;
  payload: unknown;
  /** Photos and signatures taken offline, by their local key, until they are uploaded. */
  blobs?: Record<string, Blob>;
  /** Steps of a composite action already done, kept so a retry never repeats them (local key → stored key). */
  progress?: Record<string, string>;
  attempts: number;
  /** waiting: to send (again); refused: the server said no (4xx), kept for the driver to read and dismiss. */
  state: 'waiting' | 'refused';
  lastError?: string;
  /** Epoch ms before which a failed attempt is not retried (backoff), unless the connection comes back. */
  retryAt?: number;
}

/** What a sender is given to record a finished step of a composite action. */
export type RecordProgress = (done: Record<string, string>) => Promise<void>;

/** Sends one record; resolves with the server's answer, rejects with the ApiError or network error. */
export type OutboxSender = (record: OutboxRecord, progress: RecordProgress) => Promise<unknown>;

/** An action that can never be sent as it is (a photo gone from the phone): refused like a 4xx, not retried. */
export class UnsendableAction extends Error {
  override readonly name = 'UnsendableAction';
}
