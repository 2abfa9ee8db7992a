import fs from 'node:fs';
import path from 'node:path';
import { contentHash, releaseName } from '@storefront/deploy';

/**
 * The shell build's release name, as a fragment's is made (`<version>-<content hash>`): the `shell` label of the
 * field figures. Every shell server of a deployment serves the same build, so they all name it alike.
 */
export function shellRelease(shellDist: string): string {
  const declaration = JSON.parse(fs.readFileSync(path.join(shellDist, 'built-against.json'), 'utf8')) as { version?: unknown };
  return releaseName(typeof declaration.version === 'string' ? declaration.version : '0.0.0', contentHash(shellDist));
}
