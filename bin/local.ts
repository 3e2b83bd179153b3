import { parseArgs } from 'node:util';
import { startLocalCloud } from '#lib/local/cloud';
import { parseFaultSpec, type FaultSettings } from '#lib/local/faults/fault-injector';
import { signInTable } from '#lib/local/sign-in-table';

/**
 * `npm start`: the local cloud with the demo data on http://127.0.0.1:3000 (or --port N), Cognito on the
 * next port and the WebSocket API on the one after.
 * `npm start -- --reset` wipes .local-cloud/ and seeds again. Ctrl-C stops everything, Java included.
 */
const { values } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, port: { type: 'string', default: '3000' }, 'feed-speed': { type: 'string', default: process.env.FEED_SPEED ?? '1' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not '${values.port}'`);
  process.exit(2);
}

// The telematics simulator: a report of every demo tractor each 15 minutes, N times faster (0: only on POST /_telematics/tick).
const feedSpeed = Number(values['feed-speed']);
if (!Number.isFinite(feedSpeed) || feedSpeed < 0 || feedSpeed > 900) {
  console.error(`--feed-speed must be a number from 0 to 900, not '${values['feed-speed']}'`);
  process.exit(2);
}

// LOCAL_FAULTS="dynamodb=0.05,s3=0.05,seed=7": AWS's faults at these rates once the demo data is written.
let faults: FaultSettings | undefined;
try {
  faults = process.env.LOCAL_FAULTS ? parseFaultSpec(process.env.LOCAL_FAULTS) : undefined;
} catch (error) {
  console.error(`LOCAL_FAULTS: ${(error as Error).message}`);
  process.exit(2);
}

const startedAt = performance.now();
const cloud = await startLocalCloud({ port, reset: values.reset, feedSpeed, ...(faults ? { faults } : {}) }).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`${error.message}: the local cloud uses ports ${port}, ${port + 1} and ${port + 2}; pick others with: npm start -- --port N`);
  }
  else console.error('The local cloud did not start:', error);
  process.exit(1);
});
// performance.now() counts from this Node process's start (tsx's launcher, a few ms, comes before).
const readyMs = Math.round(performance.now());

console.log(`
FAST DASHBOARD is running on ${cloud.baseUrl}
  API         ${cloud.apiUrl}
  WebSocket   ${cloud.wsUrl}
  Cognito     ${cloud.cognito.endpoint} (pool ${cloud.cognito.userPoolId})

Demo sign-ins:
${signInTable(cloud.signIns)}

${faults ? `Injecting AWS faults: ${process.env.LOCAL_FAULTS} (${cloud.baseUrl}/_faults)\n` : ''}Ready in ${readyMs} ms from process start (${Math.round(performance.now() - startedAt)} ms starting the services). Ctrl-C stops everything.
`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // A second Ctrl-C: leave now; the exit hooks and watchdogs still kill Java.
    process.exit(130);
  }
  stopping = true;
  console.log(`\n${signal}: stopping the local cloud…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await cloud.stop();
  process.exit(0);
}
process.on('SIGINT', (s) => void shutdown(s));
process.on('SIGTERM', (s) => void shutdown(s));
process.on('SIGHUP', (s) => void shutdown(s));
