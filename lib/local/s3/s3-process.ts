/**
 * Child-process entry of the S3 emulator, run by Node itself (type stripping, no loader) with
 * --openssl-legacy-provider. Imports nothing but s3rver, its busboy, Node, the POST policy check beside
 * it and the idle-connection setting (lib/local/idle-connections.ts), and speaks to its parent over IPC:
 * it gets its settings, answers with the bound port (the policy check's, in front of s3rver), and exits
 * when the parent goes away.
 */
import { createRequire } from 'node:module';
import { startPostPolicyProxy } from './post-policy-proxy.ts';

interface S3ProcessSettings {
  directory: string;
  bucket: string;
  corsOrigins: string[];
  resetOnClose: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

const require = createRequire(import.meta.url);
const S3rver = require('@20minutes/s3rver');

function corsXml(origins: string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  const methods = ['GET', 'PUT', 'POST', 'HEAD', 'DELETE'].map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}${methods}<AllowedHeader>*</AllowedHeader>` +
    '<ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>';
}

process.once('message', async (settings: S3ProcessSettings) => {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: settings.directory,
    allowMismatchedSignatures: true,
    resetOnClose: settings.resetOnClose,
    configureBuckets: [{ name: settings.bucket, configs: [corsXml(settings.corsOrigins)] }],
  });
  try {
    const address = await server.run();
    const proxy = await startPostPolicyProxy(address.port, settings.bucket, settings.credentials);
    process.once('disconnect', () => proxy.server.close());
    process.send?.({ port: proxy.port });
  } catch (err) {
    process.send?.({ error: String(err) });
    process.exit(1);
  }
  process.once('disconnect', () => {
    server.close().finally(() => process.exit(0));
  });
});
