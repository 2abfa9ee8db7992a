import type { ContentBlockProps } from '@storefront/contracts';
import { HydratingFirstViewContext, RENDERED_IN_BROWSER_ALONE } from '../blocks/use-viewport';
import { MountedBlock } from './MountedBlock';
import { useBlockCode } from './use-block-code';

/**
 * Renders one content block on any page: loads its block's code, validates the model and renders it inside its own
 * error boundary. An unknown content type, code that fails to load or an invalid model render nothing. Only ever
 * rendered in the browser (another fragment's page mounts it once this fragment's code has arrived).
 */
export function ContentBlock({ reference, model, onSettled }: ContentBlockProps) {
  const code = useBlockCode(reference);
  if (code?.status !== 'loaded') return null;
  return (
    <HydratingFirstViewContext.Provider value={RENDERED_IN_BROWSER_ALONE}>
      <MountedBlock reference={reference} block={code.block} model={model} {...(onSettled ? { onSettled } : {})} />
    </HydratingFirstViewContext.Provider>
  );
}
