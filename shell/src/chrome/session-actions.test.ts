import { waitFor } from '@testing-library/react';
import { createLocalConfig } from '@storefront/platform/local-config';
import { answerLoginRequests, requestLogin } from '@storefront/platform';
import { collectReports, deferred, fakeBackend, httpError, noContent, setUpPlatform, type FakeBackend, type ReplyFor } from '@storefront/test-support';
import { spyOnLocation } from './location-spy';
import { logIn, logOut } from './session-actions';

const LOGIN = 'POST /session/login';
const LOGOUT = 'POST /session/logout';

let backend: FakeBackend;
let reload: jest.SpyInstance;

beforeEach(() => {
  const local = createLocalConfig();
  setUpPlatform({ apiBasePaths: { ...local.apiBasePaths, bff: 'https://www.zooplus.de/api/bff' } });
  backend = fakeBackend({ [LOGIN]: () => noContent(), [LOGOUT]: () => noContent(), 'POST /collector/errors': () => noContent() });
  reload = spyOnLocation('reload');
});

describe('logIn', () => {
  it('sends one log-in while one is under way: every call gets its outcome, the page reloads once', async () => {
    const answer = deferred<ReplyFor<typeof LOGIN>>();
    backend.on(LOGIN, () => answer.promise);
    const calls = [logIn(), logIn(), logIn()];
    await waitFor(() => expect(backend.to(LOGIN)).toHaveLength(1));
    answer.resolve(noContent());
    await expect(Promise.all(calls)).resolves.toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(backend.to(LOGIN)).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('answers a failure to each call, reports it once, does not reload, and tries again on the next call', async () => {
    const reports = collectReports();
    backend.on(LOGIN, () => httpError(503));
    await expect(Promise.all([logIn(), logIn()])).resolves.toEqual(['failed', 'failed']);
    expect(reports.map((report) => report.context)).toEqual([expect.objectContaining({ operation: 'logIn' })]);
    expect(reload).not.toHaveBeenCalled();
    backend.on(LOGIN, () => noContent());
    await expect(logIn()).resolves.toBe('succeeded');
    expect(backend.to(LOGIN)).toHaveLength(2);
  });

  it("answers fragments' log-in requests with it, one log-in for requests made while one is under way", async () => {
    const reports = collectReports();
    const answer = deferred<ReplyFor<typeof LOGIN>>();
    backend.on(LOGIN, () => answer.promise);
    const stopAnswering = answerLoginRequests(() => logIn());
    const requests = [requestLogin(), requestLogin()];
    await waitFor(() => expect(backend.to(LOGIN)).toHaveLength(1));
    answer.resolve(httpError(503));
    await expect(Promise.all(requests)).resolves.toEqual(['failed', 'failed']);
    stopAnswering();
    expect(backend.to(LOGIN)).toHaveLength(1);
    expect(reports).toHaveLength(1);
  });
});

describe('logOut', () => {
  it('sends one log-out while one is under way, then reloads the page once', async () => {
    const answer = deferred<ReplyFor<typeof LOGOUT>>();
    backend.on(LOGOUT, () => answer.promise);
    const calls = [logOut(), logOut()];
    await waitFor(() => expect(backend.to(LOGOUT)).toHaveLength(1));
    answer.resolve(noContent());
    await expect(Promise.all(calls)).resolves.toEqual(['succeeded', 'succeeded']);
    expect(backend.to(LOGOUT)).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
