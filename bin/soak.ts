/**
 * `npm run soak [-- --url http://127.0.0.1:3000] [--faults 0.05] [--seed N] [--days 5]`: a scripted company
 * week through the HTTP and WebSocket APIs with invariant checks (lib/soak/). Exit 0 when every check
 * passed, 1 when one failed, 2 for bad arguments.
 */
import { soakCommand } from '#lib/soak/cli';

const code = await soakCommand(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
);
// The cloud's timers and the sockets' close handshakes must not hold the command open.
process.exit(code);
