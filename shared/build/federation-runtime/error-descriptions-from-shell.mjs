// Stands in for @module-federation/error-codes' descriptions (dist/desc.mjs) in fragments' production builds: the
// federation runtime wrapper each build keeps needs them for its messages, and the shell has them
// (provide-bundler-runtime.mjs).
import { providedByShell } from './bundler-runtime-global.mjs';

const { descriptions } = providedByShell();

export const { buildDescMap, errorDescMap, runtimeDescMap, typeDescMap } = descriptions;
