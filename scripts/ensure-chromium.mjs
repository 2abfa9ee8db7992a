// Debian's chromium for the benchmarks and its chromium-headless-shell for the end-to-end tests (Playwright cannot
// download browsers here), and Debian's prometheus, which the field-figures end-to-end test starts. Installs the
// packages that are missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = [
  { executable: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debianPackage: 'chromium' },
  { executable: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  { executable: process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus', debianPackage: 'prometheus' },
];
const missing = browsers.filter(({ executable }) => !existsSync(executable)).map(({ debianPackage }) => debianPackage);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
console.info(`Installing Debian's ${missing.join(' and ')} …`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
} catch {
  console.error(
    `Could not install ${missing.join(' ')}. Install it yourself (apt-get install ${missing.join(' ')}) or set CHROMIUM_PATH / TEST_CHROMIUM_PATH / PROMETHEUS_PATH.`,
  );
  process.exit(1);
}
