import { text } from '#web/strings.ts';

/** Shown when /config.json cannot be read: nothing else can work, so it needs no other module. */
export function BootFailure() {
  return (
    <main className="fd-plain-message" role="alert">
      <h1>{text.bootFailure.header}</h1>
      <p>{text.bootFailure.body}</p>
    </main>
  );
}
