// Starts the sample backend: PORT, else SAMPLE_API_PORT, else 8090 shifted by STOREFRONT_PORT_OFFSET (the port rules of
// `npm start`'s servers); HOST (127.0.0.1), STOREFRONT_DATA_DIR, TAG_MANAGER_DELAY_MS (300), PUBLIC_ORIGIN
// (http://localhost:<port>), STOREFRONT_ALLOWED_ORIGINS.
import { portOf } from '@storefront/deploy/src/ports';
import { DEFAULT_TAG_MANAGER_DELAY_MS, nonNegativeInt } from './config';
import { createServer } from './server';

/** The port the sample backend run alone listens on: PORT (0 for any free one), else the one `npm start` gives it. */
export function listenPort(env: NodeJS.ProcessEnv = process.env): number {
  return nonNegativeInt('PORT', env.PORT, portOf('sample-api', env));
}

async function main(): Promise<void> {
  const port = listenPort();
  const host = process.env.HOST || '127.0.0.1';
  const app = await createServer({
    dataDir: process.env.STOREFRONT_DATA_DIR,
    publicOrigin: process.env.PUBLIC_ORIGIN || `http://localhost:${port}`,
    tagManagerDelayMs: nonNegativeInt('TAG_MANAGER_DELAY_MS', process.env.TAG_MANAGER_DELAY_MS, DEFAULT_TAG_MANAGER_DELAY_MS),
    logger: { level: process.env.LOG_LEVEL || 'info' },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port, host });
}

// Run as `npm start -w @storefront/sample-api`; imported (by its test), it starts nothing.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('sample-api failed to start:', error);
    process.exit(1);
  });
}
