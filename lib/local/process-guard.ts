import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The watchdog's whole program. It holds an IPC channel to us; the channel closes however we die
 * (SIGKILL included, where no 'exit' hook runs), and then it kills the guarded process. A 'release'
 * message means we stopped the process ourselves, so a recycled pid is never hit.
 */
const WATCHDOG = `
const pid = Number(process.argv[1]);
let released = false;
process.on('message', (m) => { if (m === 'release') released = true; });
process.on('disconnect', () => {
  if (!released) { try { process.kill(pid, 'SIGKILL'); } catch {} }
  process.exit(0);
});
`;

export interface ProcessGuard {
  /** Call once the guarded process has exited on our request. */
  release(): void;
}

/**
 * Makes sure `child` dies with this process: synchronously on a normal exit, and through a tiny
 * watchdog process when this one is killed outright (a signal without handlers, a crash, SIGKILL).
 */
export function guardChildProcess(child: ChildProcess): ProcessGuard {
  const pid = child.pid;
  if (pid === undefined) return { release() {} };
  const onExit = () => {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', onExit);
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(pid)], {
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    env: {},
    // Out of the terminal's process group, so a Ctrl-C does not take the watchdog down before us.
    detached: true,
  });
  // Neither the watchdog nor its channel may keep our event loop alive.
  watchdog.unref();
  watchdog.channel?.unref();
  watchdog.on('error', () => undefined);
  return {
    release() {
      process.off('exit', onExit);
      if (watchdog.connected) {
        watchdog.send('release', () => watchdog.disconnect());
      }
    },
  };
}
