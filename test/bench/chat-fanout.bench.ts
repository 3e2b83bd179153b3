import { gatherCrowd, percentile, type Crowd } from './support/chat-crowd.ts';

const MEMBERS = 200;
const LATENCY_MESSAGES = 30;
const RATE_PER_SECOND = 50;
const SOAK_SECONDS = Number(process.env.CHAT_SOAK_SECONDS ?? 30);
const SOAK_MEMBERS = 20;

/** One message at a time to a room of 200 connected members: delivery time from send to each socket. */
async function fanOutLatency(crowd: Crowd) {
  const members = crowd.members.slice(0, MEMBERS);
  const { room } = await crowd.api('POST', '/chat/rooms', crowd.ownerToken, { name: 'Fan-out bench', members: members.map((m) => m.uid) });
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_MESSAGES + 3; i++) {
    const started = performance.now();
    const { message } = await crowd.api('POST', `/chat/rooms/${room.id}/messages`, crowd.ownerToken, { text: `latency ${i}` });
    const deadline = Date.now() + 5_000;
    while (members.some((m) => !m.received.some((r) => r.id === message.id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    // The first few warm the handlers' modules and connections, as a warm Lambda would be.
    if (i < 3) continue;
    for (const m of members) {
      const got = m.received.find((r) => r.id === message.id);
      samples.push(got ? got.at - started : Number.POSITIVE_INFINITY);
    }
  }
  return samples.sort((a, b) => a - b);
}

/** 50 messages a second for 30 s into a room of 20 connected members: every one arrives exactly once. */
async function soak(crowd: Crowd) {
  const members = crowd.members.slice(0, SOAK_MEMBERS);
  for (const m of members) m.received.length = 0;
  const { room } = await crowd.api('POST', '/chat/rooms', crowd.ownerToken, { name: 'Soak bench', members: members.map((m) => m.uid) });
  const total = RATE_PER_SECOND * SOAK_SECONDS;
  const sent: string[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
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
  let lost = 0;
  let duplicated = 0;
  for (const m of members) {
    const ids = m.received.map((r) => r.id).filter((id) => expected.has(id));
    duplicated += ids.length - new Set(ids).size;
    lost += expected.size - new Set(ids).size;
  }
  return { total, sent: sent.length, failed, lost, duplicated, sendSeconds, deliveries: members.reduce((n, m) => n + m.received.length, 0) };
}

export async function bench() {
  const crowd = await gatherCrowd(MEMBERS);
  try {
    const latency = await fanOutLatency(crowd);
    const s = await soak(crowd);
    return [
      { name: 'chat-fanout-200-p50', value: Math.round(percentile(latency, 50)), unit: 'ms' },
      { name: 'chat-fanout-200-p99', value: Math.round(percentile(latency, 99)), unit: 'ms', budget: 100 },
      { name: 'chat-soak-messages-sent', value: s.sent, unit: `of ${s.total} at ${RATE_PER_SECOND}/s (${s.sendSeconds.toFixed(1)} s)` },
      { name: 'chat-soak-send-failures', value: s.failed, unit: 'messages', budget: 0 },
      { name: 'chat-soak-deliveries', value: s.deliveries, unit: `to ${SOAK_MEMBERS} members` },
      { name: 'chat-soak-lost', value: s.lost, unit: 'deliveries', budget: 0 },
      { name: 'chat-soak-duplicated', value: s.duplicated, unit: 'deliveries', budget: 0 },
    ];
  } finally {
    await crowd.stop();
  }
}
