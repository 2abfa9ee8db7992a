// The end-to-end tests run in Debian's chromium (Playwright cannot download browsers here). Installs it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(executable)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
console.info(`Chromium not found at ${executable}; installing Debian's chromium package …`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
} catch {
  console.error('Could not install chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
