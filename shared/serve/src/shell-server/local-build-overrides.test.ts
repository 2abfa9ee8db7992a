import os from 'node:os';
import { storageFromEnvironment } from '@storefront/deploy';
import { localBuildOverridesByDefault } from './local-build-overrides';

describe('overrides with local builds where the deployment’s config does not say (serve:shell)', () => {
  it('are allowed on the local folder and refused on an object store', () => {
    expect(localBuildOverridesByDefault(storageFromEnvironment({ STOREFRONT_STORAGE: `file:${os.tmpdir()}` }))).toBe(true);
    expect(localBuildOverridesByDefault(storageFromEnvironment({ STOREFRONT_STORAGE: 'azblob+http://127.0.0.1:10000/devstoreaccount1/storefront' }))).toBe(
      false,
    );
  });
});
