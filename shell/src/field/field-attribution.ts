import { fragmentByContainer, fragmentByName } from '@storefront/contracts';
import { SHELL_FIELD, type FieldName } from '@storefront/contracts/src/field-reports';
import type { RemoteRegistry } from '../registry/remote-registry';

/**
 * Which fragment a page's element or file belongs to. An element belongs to the fragment whose slot holds it (the
 * shell's slots carry `data-fragment`), anything else to the shell's chrome; a file to the fragment whose release it
 * is part of (under its manifest's folder), the shell's own files to the shell, any other file to nobody.
 */
export interface FieldAttribution {
  ofElement(node: Node | null | undefined): FieldName | undefined;
  ofFile(url: string): FieldName | undefined;
  /** The first of a stack's files (stack-files.ts) that belongs to a fragment or the shell. */
  ofFiles(files: readonly string[]): FieldName | undefined;
}

export function fieldAttribution(registry: RemoteRegistry, shellOrigin: string): FieldAttribution {
  const releaseFolders = Object.entries(registry.fragments).flatMap(([container, entry]) => {
    const fragment = fragmentByContainer(container);
    return fragment ? [{ fragment: fragment.name, folder: entry.manifest.slice(0, entry.manifest.lastIndexOf('/') + 1) }] : [];
  });
  const ofFile = (url: string): FieldName | undefined =>
    releaseFolders.find(({ folder }) => url.startsWith(folder))?.fragment ?? (url.startsWith(`${shellOrigin}/`) ? SHELL_FIELD : undefined);
  return {
    ofElement(node) {
      if (!node) return undefined;
      const element = node instanceof Element ? node : node.parentElement;
      const slot = element?.closest<HTMLElement>('[data-fragment]')?.dataset.fragment;
      return (slot && fragmentByName(slot)?.name) || SHELL_FIELD;
    },
    ofFile,
    ofFiles(files) {
      for (const file of files) {
        const owner = ofFile(file);
        if (owner) return owner;
      }
      return undefined;
    },
  };
}

/** `mf_recommendations/ProductCard` -> `mf-recommendations`. */
export function fragmentOfModule(moduleId: string): FieldName | undefined {
  return fragmentByContainer(moduleId.split('/')[0] ?? '')?.name;
}
