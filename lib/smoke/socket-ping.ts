import WebSocket from 'ws';
import { StepFailure, seconds } from './step-failure.ts';

/** Bigger than any answer of lambdas/realtime/default.ts; a larger frame is not ours. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * Opens the WebSocket API as the SPA does (`wsUrl?token=<id token>`), sends the heartbeat
 * `{"action":"ping"}` and waits for the server's `{"type":"pong"}`, then closes. The server sends
 * nothing on connect by itself (API Gateway cannot post to a connection during `$connect`), so the pong is
 * the first proof that $connect's authorizer, the $default route and @connections all work.
 */
export function socketPing(wsUrl: string, idToken: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(idToken)}`, { handshakeTimeout: timeoutMs, maxPayload: MAX_FRAME_BYTES });
    let settled = false;
    const finish = (failure?: StepFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (failure) socket.terminate();
      else socket.close(1000);
      if (failure) reject(failure);
      else resolve();
    };
    const timer = setTimeout(() => {
      const phase = socket.readyState === WebSocket.OPEN ? 'no pong came back' : 'the connection did not open';
      finish(new StepFailure(`${phase} within ${seconds(timeoutMs)}`));
    }, timeoutMs);

    socket.once('unexpected-response', (_request, response) => {
      const status = response.statusCode ?? 0;
      const why = status === 401 || status === 403 ? ': the id token was refused' : '';
      finish(new StepFailure(`the WebSocket API refused the connection with HTTP ${status}${why}`));
    });
    socket.once('error', (error: Error & { code?: string }) => finish(new StepFailure(`cannot open ${wsUrl} (${error.code ?? error.message})`)));
    socket.once('open', () => socket.send(JSON.stringify({ action: 'ping' })));
    socket.on('message', (data) => {
      let type: unknown;
      try {
        type = (JSON.parse(String(data)) as { type?: unknown }).type;
      } catch {
        type = undefined;
      }
      if (type === 'pong') finish();
      else if (type === 'error') finish(new StepFailure(`the server answered the ping with an error: ${String(data).slice(0, 200)}`));
      // Anything else (a chat event for this user) is not the answer: keep waiting.
    });
    socket.once('close', (code, reason) => finish(new StepFailure(`the server closed the connection (${code}${reason.length ? ` ${reason.toString().slice(0, 100)}` : ''}) before answering`)));
  });
}
