import type { StorefrontConfig } from '@storefront/contracts';
import type { DeploymentStorage } from '../storage/deployment-storage';
import { ConfigValidationError, requireFlagName } from './config-schema';
import { changeConfig, previousConfigRevision, readConfigHistory, readLiveConfig, type ConfigChangeResult, type ConfigRevision } from './live-config';

/** Which credential a change is written with, for the history. */
export function credentialOf(storage: DeploymentStorage): string {
  return storage.capabilities.credentials === 'none' ? 'local folder' : 'platform';
}

/** Path segments that would reach an object's prototype: never a part of a config path. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/** `apiBasePaths.content` -> ['apiBasePaths', 'content']; a ConfigValidationError for an empty or forbidden one. */
export function configPath(path: string): string[] {
  const segments = path.split('.');
  if (segments.some((segment) => segment === '' || FORBIDDEN_SEGMENTS.has(segment))) {
    throw new ConfigValidationError(`${path} is not a path of the config (dot-separated keys, e.g. apiBasePaths.content)`);
  }
  return segments;
}

/** A value as given on the command line: JSON when it is JSON (`2`, `true`, `["a","b"]`), a string otherwise. */
export function commandLineValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function withValueAt(config: StorefrontConfig, segments: readonly string[], value: unknown): StorefrontConfig {
  const copy = structuredClone(config) as unknown as Record<string, unknown>;
  let node = copy;
  for (const segment of segments.slice(0, -1)) {
    const child = node[segment];
    if (typeof child !== 'object' || child === null || Array.isArray(child)) {
      throw new ConfigValidationError(`${segments.join('.')} is not a path of the config: ${segment} holds no keys`);
    }
    node = child as Record<string, unknown>;
  }
  node[segments[segments.length - 1] as string] = value;
  return copy as unknown as StorefrontConfig;
}

function requireLive(current: ConfigRevision | undefined): ConfigRevision {
  if (!current) throw new ConfigValidationError('This deployment has no config yet: start a shell server (or npm start) once, it provides the first revision');
  return current;
}

export async function setFlag(storage: DeploymentStorage, name: string, value: string, reason: string): Promise<ConfigChangeResult> {
  requireFlagName(name);
  return changeConfig(
    storage,
    (current) => {
      const live = requireLive(current);
      return { ...live.config, featureFlags: { ...live.config.featureFlags, [name]: value } };
    },
    { action: 'set-flag', reason, path: `featureFlags.${name}`, value, credential: credentialOf(storage) },
  );
}

export async function setConfigValue(storage: DeploymentStorage, path: string, value: unknown, reason: string): Promise<ConfigChangeResult> {
  const segments = configPath(path);
  return changeConfig(storage, (current) => withValueAt(requireLive(current).config, segments, value), {
    action: 'set',
    reason,
    path,
    value,
    credential: credentialOf(storage),
  });
}

/** Back to a revision's config (a new revision, recorded as a rollback); by default to the one live before. */
export async function rollbackConfig(storage: DeploymentStorage, revision?: number, reason?: string): Promise<ConfigChangeResult & { to: number }> {
  const history = await readConfigHistory(storage);
  const to = revision ?? previousConfigRevision(history);
  if (to === undefined) throw new ConfigValidationError('The config has no earlier revision to roll back to');
  const target = history.find((item) => item.revision === to);
  if (!target) throw new ConfigValidationError(`The config has no revision ${to}: npm run config -- history lists them`);
  const result = await changeConfig(storage, () => target.config, {
    action: 'rollback',
    reason: reason ?? `rollback to revision ${to}`,
    to,
    credential: credentialOf(storage),
  });
  return { ...result, to };
}

export async function showConfig(storage: DeploymentStorage): Promise<ConfigRevision | undefined> {
  return (await readLiveConfig(storage))?.value;
}

export { readConfigHistory };

/**
 * The shell's build provides the first revision of a storage without a config. With `followBuild` (npm start on one
 * machine) a changed build's config becomes a new revision too, unless the config was changed by the command since
 * the last start, as `npm start` treats a fragment's build and a deploy.
 */
export async function provideConfigFromBuild(storage: DeploymentStorage, buildConfig: StorefrontConfig, followBuild: boolean): Promise<ConfigChangeResult> {
  return changeConfig(
    storage,
    (current) => {
      if (!current) return buildConfig;
      return followBuild && current.change.action === 'start' ? buildConfig : undefined;
    },
    { action: 'start', reason: "the shell's build (storefront-config.json)", credential: credentialOf(storage) },
  );
}
