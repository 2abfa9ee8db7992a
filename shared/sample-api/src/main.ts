// Starts the sample backend: PORT (8090), HOST (127.0.0.1), STOREFRONT_DATA_DIR, TAG_MANAGER_DELAY_MS (300),
// PUBLIC_ORIGIN (http://localhost:<port>), STOREFRONT_ALLOWED_ORIGINS.
import { DEFAULT_PORT, DEFAULT_TAG_MANAGER_DELAY_MS, nonNegativeInt } from './config';
import { createServer } from './server';

async function main(): Promise<void> {
  const port = nonNegativeInt('PORT', process.env.PORT, DEFAULT_PORT);
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

main().catch((error: unknown) => {
  console.error('sample-api failed to start:', error);
  process.exit(1);
});
