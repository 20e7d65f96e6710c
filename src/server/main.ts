import v8 from 'node:v8';
import { ConfigError, parseConfig } from './config.js';
import { evaluationBanner, startService } from './startup.js';

// Uploads arrive as many short-lived Buffers that count against V8's heap limit: with the default growth the
// server ran 8-12 full collections per 150 MiB submission (2.3x a plain copy); letting the heap grow to twice its
// live size before collecting brings that to 0-1 (measured with scripts/bench/submission.ts).
v8.setFlagsFromString('--heap-growing-percent=100');

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { app, mailer, demoLogins } = await startService(config, { web: !process.argv.includes('--api-only') });
const banner = evaluationBanner(config, mailer.kind === 'outbox', demoLogins);
// The address to open is the public one: links, e-mails and the checkout's return all lead there.
await app.listen({
  port: config.port,
  host: config.host,
  listenTextResolver: (address) => `Server listening at ${address}; open ${config.publicUrl}`,
});
if (banner) console.log(banner);

// Graceful shutdown: stop accepting, finish requests in flight, stop jobs, close the database.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
