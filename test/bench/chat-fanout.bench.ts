import { loadavg } from 'node:os';
import { gatherCrowd, percentile, type Crowd } from './support/chat-crowd.ts';

const MEMBERS = 200;
const LATENCY_MESSAGES = 30;
const WARM_UP = 3;
/** Between latency messages, so one fan-out never overlaps the next. */
const GAP_MS = 400;
const RATE_PER_SECOND = 50;
const SOAK_SECONDS = Number(process.env.CHAT_SOAK_SECONDS ?? 30);
const SOAK_MEMBERS = 20;

const now = () => performance.timeOrigin + performance.now();

/** One message at a time to a room of 200 connected members: time from send to each member's socket. */
async function fanOutLatency(crowd: Crowd) {
  const { room } = await crowd.api('POST', '/chat/rooms', crowd.ownerToken, { name: 'Fan-out bench', members: crowd.members.map((m) => m.uid) });
  const sentAt = new Map<string, number>();
  for (let i = 0; i < WARM_UP + LATENCY_MESSAGES; i++) {
    const started = now();
    const { message } = await crowd.api('POST', `/chat/rooms/${room.id}/messages`, crowd.ownerToken, { text: `latency ${i}` });
    // The first few warm the handlers' modules and connections, as a warm Lambda would be.
    if (i >= WARM_UP) sentAt.set(message.id, started);
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  const receipts = await crowd.collect();
  const samples: number[] = [];
  for (const [id, started] of sentAt) {
    const got = receipts.filter(([, messageId]) => messageId === id);
    samples.push(...got.map(([, , at]) => at - started));
    for (let missing = got.length; missing < crowd.members.length; missing++) samples.push(Number.POSITIVE_INFINITY);
  }
  return samples.sort((a, b) => a - b);
}

/** 50 messages a second for 30 s into a room of 20 connected members: every one arrives exactly once. */
async function soak(crowd: Crowd) {
  const members = crowd.members.slice(0, SOAK_MEMBERS);
  const { room } = await crowd.api('POST', '/chat/rooms', crowd.ownerToken, { name: 'Soak bench', members: members.map((m) => m.uid) });
  await crowd.collect();
  const total = RATE_PER_SECOND * SOAK_SECONDS;
  const sent: string[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / RATE_PER_SECOND - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      crowd.api('POST', `/chat/rooms/${room.id}/messages`, crowd.ownerToken, { text: `soak ${i}` }).then(
        (r) => void sent.push(r.message.id),
        () => void (failed += 1),
      ),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - start) / 1000;
  await new Promise((r) => setTimeout(r, 2_000));
  const expected = new Set(sent);
  const receipts = (await crowd.collect()).filter(([member, id]) => member < SOAK_MEMBERS && expected.has(id));
  const perMember = new Map<number, string[]>();
  for (const [member, id] of receipts) perMember.set(member, [...(perMember.get(member) ?? []), id]);
  let lost = 0;
  let duplicated = 0;
  for (let m = 0; m < SOAK_MEMBERS; m++) {
    const ids = perMember.get(m) ?? [];
    duplicated += ids.length - new Set(ids).size;
    lost += expected.size - new Set(ids).size;
  }
  return { total, sent: sent.length, failed, lost, duplicated, sendSeconds, deliveries: receipts.length };
}

export async function bench() {
  const crowd = await gatherCrowd(MEMBERS);
  try {
    const loadBefore = loadavg()[0]!;
    const latency = await fanOutLatency(crowd);
    const s = await soak(crowd);
    return [
      // Everything runs on this machine: a busy one (other builds, tests) shows in every figure below.
      { name: 'chat-bench-load-average', value: Math.round(Math.max(loadBefore, loadavg()[0]!) * 10) / 10, unit: 'runnable processes (1 min)' },
      { name: 'chat-fanout-200-p50', value: Math.round(percentile(latency, 50)), unit: 'ms' },
      { name: 'chat-fanout-200-p99', value: Math.round(percentile(latency, 99)), unit: 'ms', budget: 100 },
      { name: 'chat-soak-messages-sent', value: s.sent, unit: `of ${s.total} at ${RATE_PER_SECOND}/s, all answered after ${s.sendSeconds.toFixed(1)} s` },
      { name: 'chat-soak-send-failures', value: s.failed, unit: 'messages', budget: 0 },
      { name: 'chat-soak-deliveries', value: s.deliveries, unit: `to ${SOAK_MEMBERS} members (expected ${s.sent * SOAK_MEMBERS})` },
      { name: 'chat-soak-lost', value: s.lost, unit: 'deliveries', budget: 0 },
      { name: 'chat-soak-duplicated', value: s.duplicated, unit: 'deliveries', budget: 0 },
    ];
  } finally {
    await crowd.stop();
  }
}
