import { describe, expect, it } from 'vitest';
import { startHttpGateway } from '#lib/local/gateway/http-gateway';
import { IDLE_CONNECTION_MS } from '#lib/local/idle-connections';
import { startPostPolicyProxy } from '#lib/local/s3/post-policy-proxy';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

describe('local servers keep idle connections as AWS endpoints do', () => {
  it('keeps an idle keep-alive connection of the API gateway open a minute, not Node’s 5 s that resets reused SDK sockets', async () => {
    const gateway = await startHttpGateway(0);
    try {
      expect(gateway.server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
      expect(gateway.server.headersTimeout).toBeGreaterThan(IDLE_CONNECTION_MS);
    } finally {
      await gateway.close();
    }
  });

  it('keeps an idle keep-alive connection of the S3 emulator’s front open a minute', async () => {
    const proxy = await startPostPolicyProxy(1, 'uploads', credentials);
    try {
      expect(proxy.server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    } finally {
      await new Promise((resolve) => proxy.server.close(resolve));
    }
  });
});
