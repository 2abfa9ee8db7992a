import { addErrorHandler, getAppStatus, registerApplication, type AppError, type LifeCycles } from 'single-spa';
import * as platform from '@storefront/platform';
import { LoadTimeoutError } from '@storefront/platform';
import type { FragmentAppModule, LifecycleProps } from '@storefront/contracts';
import { waitFor } from '@testing-library/react';
import { setUpPlatform } from '@storefront/test-support';
import type { RemoteRegistry } from '../registry/remote-registry';
import { refusedReleases } from '../registry/release-compatibility';
import { APPLICATIONS } from './application-definitions';
import { registerApplications, resetInactiveSlots } from './register-applications';

jest.mock('single-spa', () => ({
  registerApplication: jest.fn(),
  addErrorHandler: jest.fn(),
  getAppStatus: jest.fn(),
}));

jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<typeof import('@storefront/platform')>('@storefront/platform'),
  loadRemoteModule: jest.fn(),
  afterFirstScreen: jest.fn(),
}));

interface RegisteredApplication {
  name: string;
  app: (props: unknown) => Promise<LifeCycles>;
  activeWhen: (location: Location) => boolean;
  customProps: { domElement: HTMLElement };
}

type Lifecycle = (props: LifecycleProps) => Promise<unknown>;

const loadRemoteModule = jest.mocked(platform.loadRemoteModule);
const afterFirstScreen = jest.mocked(platform.afterFirstScreen);

const registry: RemoteRegistry = {
  loadTimeoutMs: 3000,
  fragments: {
    mf_tracking: { manifest: 'http://localhost:8085/mf-manifest.json', version: '1.0.0' },
    mf_homepage_blocks: { manifest: 'http://localhost:8081/mf-manifest.json', version: '1.0.0' },
    mf_account_overview: { manifest: 'http://localhost:8083/mf-manifest.json', version: '1.0.0' },
    // mf_own_brand is missing on purpose
  },
};

let parent: HTMLElement;
let reports: platform.ErrorReport[];
let stopListening: () => void;

function registered(): RegisteredApplication[] {
  return jest.mocked(registerApplication).mock.calls.map(([config]) => config as unknown as RegisteredApplication);
}

function application(name: string): RegisteredApplication {
  const found = registered().find((config) => config.name === name);
  if (!found) throw new Error(`${name} was not registered`);
  return found;
}

function errorHandler(): (error: AppError) => void {
  const handler = jest.mocked(addErrorHandler).mock.calls[0]?.[0];
  if (!handler) throw new Error('no error handler added');
  return handler;
}

const slotRoot = (name: string) => parent.querySelector(`[data-fragment="${name}"]`) as HTMLElement;
const slotText = (name: string) => slotRoot(name).querySelector('[role="status"]')?.textContent;

function appError(name: string, message = 'boom'): AppError {
  return Object.assign(new Error(message), { appOrParcelName: name }) as AppError;
}

/** Runs a single-spa lifecycle (one function or an array of them, in order). */
async function run(lifecycle: unknown, props: LifecycleProps): Promise<void> {
  for (const step of (Array.isArray(lifecycle) ? lifecycle : [lifecycle]) as Lifecycle[]) await step(props);
}

function fakeApp(): FragmentAppModule & { mount: jest.Mock; unmount: jest.Mock; bootstrap: jest.Mock } {
  return { bootstrap: jest.fn(async () => undefined), mount: jest.fn(async () => undefined), unmount: jest.fn(async () => undefined) };
}

beforeEach(() => {
  // No collector: reports are observed through onErrorReported and nothing goes to the network.
  setUpPlatform();
  afterFirstScreen.mockResolvedValue(undefined);
  parent = document.createElement('div');
  document.body.append(parent);
  reports = [];
  stopListening = platform.onErrorReported((report) => reports.push(report));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stopListening();
  parent.remove();
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('registerApplications', () => {
  it('registers only the fragments the registry knows, each with its own slot', () => {
    const slots = registerApplications(APPLICATIONS, registry, parent);
    expect(registered().map((config) => config.name)).toEqual(['mf-tracking', 'mf-homepage-blocks', 'mf-account-overview']);
    expect([...slots.keys()]).toEqual(['mf-tracking', 'mf-homepage-blocks', 'mf-account-overview']);
    expect(slotRoot('mf-own-brand')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('mf_own_brand'), expect.anything());
  });

  it('passes each application its slot element and its activity function', () => {
    const slots = registerApplications(APPLICATIONS, registry, parent);
    const account = application('mf-account-overview');
    expect(account.customProps.domElement).toBe(slots.get('mf-account-overview')?.content);
    expect(slotRoot('mf-account-overview')).toContainElement(account.customProps.domElement);
    window.history.replaceState(null, '', '/account');
    expect(account.activeWhen(window.location)).toBe(true);
    window.history.replaceState(null, '', '/');
    expect(account.activeWhen(window.location)).toBe(false);
  });

  /** The application's lifecycles as single-spa gets them, and the props single-spa passes. */
  async function lifecyclesOf(name: string, slots: Map<string, { content: HTMLElement }>) {
    const lifecycles = await application(name).app({});
    const props = { name, domElement: slots.get(name)?.content as HTMLElement };
    return { lifecycles, props };
  }

  it('loads the fragment when single-spa mounts it, with the time the registry allows, and shows the slot loading meanwhile', async () => {
    loadRemoteModule.mockReturnValue(new Promise(() => undefined));
    const slots = registerApplications(APPLICATIONS, registry, parent);
    const { lifecycles, props } = await lifecyclesOf('mf-homepage-blocks', slots);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    await run(lifecycles.bootstrap, props);
    // single-spa's mount returns at once: a slow fragment never holds a route change (background-lifecycles.ts)
    await run(lifecycles.mount, props);
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_homepage_blocks/app', { timeoutMs: 3000 });
    expect(slotRoot('mf-homepage-blocks')).toHaveAttribute('aria-busy', 'true');
    expect(slotText('mf-homepage-blocks')).toBe('Inhalte werden geladen …');
  });

  it('starts loading a background application (tracking) only once the first screen is interactive', async () => {
    let firstScreenInteractive: () => void = () => undefined;
    afterFirstScreen.mockReturnValue(new Promise((resolve) => (firstScreenInteractive = resolve)));
    loadRemoteModule.mockReturnValue(new Promise(() => undefined));
    const slots = registerApplications(APPLICATIONS, registry, parent);
    const tracking = await lifecyclesOf('mf-tracking', slots);
    const page = await lifecyclesOf('mf-homepage-blocks', slots);
    await run(tracking.lifecycles.mount, tracking.props);
    await run(page.lifecycles.mount, page.props);
    expect(loadRemoteModule.mock.calls.map(([module]) => module)).toEqual(['mf_homepage_blocks/app']);
    firstScreenInteractive();
    await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('mf_tracking/app', { timeoutMs: 3000 }));
  });

  it.each([
    ['its time-out is used up', new LoadTimeoutError('mf_homepage_blocks/app', 3000), 'mf_homepage_blocks/app did not load within 3000 ms'],
    ['it cannot be loaded', new Error('manifest answered 404'), 'manifest answered 404'],
  ])('shows the error state and reports it with fragment and manifest when %s', async (_case, error, message) => {
    loadRemoteModule.mockRejectedValue(error);
    const slots = registerApplications(APPLICATIONS, registry, parent);
    const { lifecycles, props } = await lifecyclesOf('mf-homepage-blocks', slots);
    await run(lifecycles.mount, props);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slots.get('mf-homepage-blocks')?.state()).toBe('error');
    expect(slotText('mf-homepage-blocks')).toBe('Startseite: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.');
    expect(reports.map((report) => [report.message, report.context])).toEqual([
      [message, { fragment: 'mf-homepage-blocks', status: 'loading or mounting in the background', manifest: 'http://localhost:8081/mf-manifest.json' }],
    ]);
  });

  it('keeps the slot loading through mount and sets it ready once the fragment has mounted, idle after unmount', async () => {
    const fragment = fakeApp();
    let finishMount: () => void = () => undefined;
    fragment.mount.mockImplementation(() => new Promise<void>((resolve) => (finishMount = resolve)));
    loadRemoteModule.mockResolvedValue(fragment as never);
    const slots = registerApplications(APPLICATIONS, registry, parent);
    const { lifecycles, props } = await lifecyclesOf('mf-account-overview', slots);

    await run(lifecycles.bootstrap, props);
    await run(lifecycles.mount, props);
    await new Promise((resolve) => setTimeout(resolve, 0)); // let every step that can run, run

    expect(slots.get('mf-account-overview')?.state()).toBe('loading');
    expect(fragment.mount).toHaveBeenCalledWith(expect.objectContaining(props));

    finishMount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slots.get('mf-account-overview')?.state()).toBe('ready');
    expect(slotRoot('mf-account-overview')).toHaveAttribute('aria-busy', 'false');
    expect(slotText('mf-account-overview')).toBe('');

    await run(lifecycles.unmount, props);
    expect(fragment.unmount).toHaveBeenCalledWith(expect.objectContaining(props));
    expect(slots.get('mf-account-overview')?.state()).toBe('idle');
  });

  it('shows the error state in the failing fragment’s slot only and reports it with fragment and manifest', () => {
    jest.mocked(getAppStatus).mockReturnValue('LOAD_ERROR');
    const slots = registerApplications(APPLICATIONS, registry, parent);
    slots.get('mf-account-overview')?.set('ready');

    errorHandler()(appError('mf-homepage-blocks', 'mf_homepage_blocks/app did not load within 3000 ms'));

    expect(slots.get('mf-homepage-blocks')?.state()).toBe('error');
    expect(slotText('mf-homepage-blocks')).toBe('Startseite: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.');
    expect(slots.get('mf-account-overview')?.state()).toBe('ready');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.message).toBe('mf_homepage_blocks/app did not load within 3000 ms');
    expect(reports[0]?.context).toEqual({
      fragment: 'mf-homepage-blocks',
      status: 'LOAD_ERROR',
      manifest: 'http://localhost:8081/mf-manifest.json',
    });
    expect(getAppStatus).toHaveBeenCalledWith('mf-homepage-blocks');
  });

  it('reports an error of an unknown application without a manifest and touches no slot', () => {
    const slots = registerApplications(APPLICATIONS, registry, parent);
    errorHandler()(appError('some-parcel'));
    expect([...slots.values()].map((slot) => slot.state())).toEqual(['idle', 'idle', 'idle']);
    expect(reports[0]?.context).toEqual(expect.objectContaining({ fragment: 'some-parcel', manifest: undefined }));
  });
});

describe('releases the shell refuses', () => {
  const provided = { react: '19.3.1', 'react-dom': '19.3.1', '@storefront/platform': '1.0.0', '@storefront/ui': '1.0.0', '@storefront/contracts': '1.0.0' };
  const withDeclarations: RemoteRegistry = {
    ...registry,
    fragments: {
      ...registry.fragments,
      mf_account_overview: {
        manifest: 'http://localhost:8083/releases/1.1.0-0123456789/mf-manifest.json',
        version: '1.1.0',
        release: '1.1.0-0123456789',
        builtAgainst: { ...provided, '@storefront/platform': '2.0.0' },
      },
      mf_homepage_blocks: {
        manifest: 'http://localhost:8081/releases/1.0.1-0123456789/mf-manifest.json',
        version: '1.0.1',
        release: '1.0.1-0123456789',
        builtAgainst: { ...provided, '@storefront/platform': '1.3.2', '@storefront/ui': '1.0.9' },
      },
    },
  };

  it('never loads a refused release: its slot shows the error state, reported with both version sets', async () => {
    jest.mocked(getAppStatus).mockReturnValue('LOAD_ERROR');
    const slots = registerApplications(APPLICATIONS, withDeclarations, parent, refusedReleases(withDeclarations, provided));
    const loading = application('mf-account-overview').app({});
    await expect(loading).rejects.toThrow(
      'mf_account_overview 1.1.0-0123456789 is not loaded: it was built against @storefront/platform 2.0.0 (shell provides 1.0.0)',
    );
    expect(loadRemoteModule).not.toHaveBeenCalled();

    errorHandler()(Object.assign(await loading.catch((error: unknown) => error as Error), { appOrParcelName: 'mf-account-overview' }) as AppError);
    expect(slots.get('mf-account-overview')?.state()).toBe('error');
    expect(slotText('mf-account-overview')).toBe('Kontoübersicht: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toEqual(
      expect.objectContaining({
        fragment: 'mf-account-overview',
        release: '1.1.0-0123456789',
        builtAgainst: expect.objectContaining({ '@storefront/platform': '2.0.0' }),
        provided: expect.objectContaining({ '@storefront/platform': '1.0.0' }),
        skew: '@storefront/platform 2.0.0 (shell provides 1.0.0)',
      }),
    );
  });

  it('loads a release whose minor or patch versions differ', async () => {
    const fragment = fakeApp();
    loadRemoteModule.mockResolvedValue(fragment as never);
    const slots = registerApplications(APPLICATIONS, withDeclarations, parent, refusedReleases(withDeclarations, provided));
    const lifecycles = await application('mf-homepage-blocks').app({});
    await run(lifecycles.mount, { name: 'mf-homepage-blocks', domElement: slots.get('mf-homepage-blocks')?.content as HTMLElement });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_homepage_blocks/app', { timeoutMs: 3000 });
    expect(fragment.mount).toHaveBeenCalled();
  });
});

describe('resetInactiveSlots', () => {
  it('sets slots of applications inactive on the current route back to idle', () => {
    const slots = registerApplications(APPLICATIONS, registry, parent);
    slots.get('mf-homepage-blocks')?.set('error');
    slots.get('mf-account-overview')?.set('error');
    slots.get('mf-tracking')?.set('ready');
    window.history.replaceState(null, '', '/account');
    resetInactiveSlots(APPLICATIONS, slots);
    expect(slots.get('mf-homepage-blocks')?.state()).toBe('idle');
    expect(slotText('mf-homepage-blocks')).toBe('');
    expect(slots.get('mf-account-overview')?.state()).toBe('error');
    expect(slots.get('mf-tracking')?.state()).toBe('ready');
  });
});
