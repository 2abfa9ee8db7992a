import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalFolderStorage } from '@storefront/deploy';
import { createShellServer, type ShellServer } from '../src/shell-server/shell-server';

const REPOSITORY = path.join(__dirname, '../../..');
/** The shell's build's config, as shipped (shell/public/storefront-config.json). */
export const BUILD_CONFIG = fs.readFileSync(path.join(REPOSITORY, 'shell/public/storefront-config.json'), 'utf8');

export interface TestShellServer {
  shell: ShellServer;
  storage: LocalFolderStorage;
  /** The shell's build the server serves: its document, its config, one script (`/main.js`). */
  shellDist: string;
  stop(): Promise<void>;
}

/** A shell server (as `npm start`'s, without fragment servers) on a build and a storage; quiet. */
export function createTestShellServer(storage: LocalFolderStorage, shellDist: string): Promise<ShellServer> {
  return createShellServer({
    storage,
    shellDist,
    allowedOrigins: [],
    readEveryMs: 0,
    configFromBuild: 'follow',
    firstViews: 'fragment-servers',
    log: () => undefined,
  });
}

/** A shell server on a build of its own in a temporary folder, the deployments in a local folder beside it. */
export async function startTestShellServer(): Promise<TestShellServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  const shellDist = path.join(root, 'dist');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(
    path.join(shellDist, 'index.html'),
    '<html><head></head><body><main><div id="shell-slots"></div></main><script defer="defer" src="/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(shellDist, 'main.js'), 'console.log(1);');
  fs.writeFileSync(path.join(shellDist, 'storefront-config.json'), BUILD_CONFIG);
  fs.writeFileSync(path.join(shellDist, 'built-against.json'), JSON.stringify({ name: 'shell', version: '1.0.0', builtAgainst: { react: '19.3.1' } }));
  const storage = new LocalFolderStorage({ root: path.join(root, 'deployments') });
  const shell = await createTestShellServer(storage, shellDist);
  return {
    shell,
    storage,
    shellDist,
    stop: async () => {
      await shell.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
