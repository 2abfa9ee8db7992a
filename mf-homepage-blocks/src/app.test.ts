import type { LifecycleProps } from '@storefront/contracts';
import { setUpPlatform } from '@storefront/test-support';
import { bootstrap } from './app';
import { contentBackend } from './test-support/content-backend';

type Lifecycle = (props: LifecycleProps) => Promise<unknown>;
const single = (lifecycle: unknown) => (Array.isArray(lifecycle) ? lifecycle[0] : lifecycle) as Lifecycle;

it('asks for the homepage layout as soon as its code has arrived, before React renders the page', async () => {
  setUpPlatform();
  const backend = contentBackend([], {});
  await single(bootstrap)({ name: 'mf-homepage-blocks', domElement: document.createElement('div') });
  // bootstrapped, not mounted: nothing rendered yet
  expect(backend.to('GET /content/pages/{pageId}').map((request) => request.params.pageId)).toEqual(['homepage']);
});
