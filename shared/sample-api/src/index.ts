export { createServer, type ServerOptions } from './server';
export { DEFAULT_PORT, DEFAULT_DATA_DIR, DEFAULT_ALLOWED_ORIGINS } from './config';
