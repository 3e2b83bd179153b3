/** Reads every 200 ms until `done` accepts the value (state a workflow or scheduler changes in the background). */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting; last value: ${String(JSON.stringify(value)).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
