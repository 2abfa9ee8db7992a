import { parseBuiltAgainst, type BuiltAgainst } from '@storefront/contracts';
import { BrokenDocumentError, readJsonDocument, updateJsonDocument, type ParsedDocument } from '../documents/json-document';
import { DOCUMENTS, PLATFORM_SCOPE, type DeploymentStorage } from '../storage/deployment-storage';

/** What the live shell provides (`shell.json` in the platform's scope): the skew guard compares releases with it. */
export interface ShellDeclaration {
  builtAgainst: BuiltAgainst;
  recordedAt: string;
}

export function parseShellDeclaration(value: unknown, where: string): ShellDeclaration {
  const declaration = value as Partial<ShellDeclaration> | null;
  const builtAgainst = parseBuiltAgainst(declaration?.builtAgainst);
  if (!builtAgainst || typeof declaration?.recordedAt !== 'string') {
    throw new BrokenDocumentError(`${where} is not a shell declaration (builtAgainst and recordedAt are required)`);
  }
  return { builtAgainst, recordedAt: declaration.recordedAt };
}

export async function readShellDeclaration(storage: DeploymentStorage): Promise<ParsedDocument<ShellDeclaration> | undefined> {
  return readJsonDocument(storage, PLATFORM_SCOPE, DOCUMENTS.shellDeclaration, parseShellDeclaration);
}

/** Records what the shell being started provides; a shell of the same build changes nothing. */
export async function recordShellDeclaration(storage: DeploymentStorage, builtAgainst: BuiltAgainst): Promise<void> {
  await updateJsonDocument(storage, PLATFORM_SCOPE, DOCUMENTS.shellDeclaration, parseShellDeclaration, (current) =>
    JSON.stringify(current?.builtAgainst) === JSON.stringify(builtAgainst) ? undefined : { builtAgainst, recordedAt: new Date().toISOString() },
  );
}
