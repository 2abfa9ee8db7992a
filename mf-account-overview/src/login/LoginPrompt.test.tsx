import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerLoginRequests, type SessionChangeOutcome } from '@storefront/platform';
import { deferred, type Deferred } from '@storefront/test-support';
import { LOGIN_TEXTS } from '../account-texts';
import { LoginPrompt } from './LoginPrompt';

/** The shell's side: each log-in it makes is answered when the test settles it. */
let logIns: Array<Deferred<SessionChangeOutcome>>;
let stopAnswering: () => void;

beforeEach(() => {
  logIns = [];
  stopAnswering = answerLoginRequests(() => {
    const logIn = deferred<SessionChangeOutcome>();
    logIns.push(logIn);
    return logIn.promise;
  });
});

afterEach(() => stopAnswering());

const loginButton = () => screen.getByRole('button', { name: LOGIN_TEXTS.button });

describe('LoginPrompt', () => {
  it('asks for one log-in while one is under way, its button disabled and busy until the page reloads', async () => {
    const user = userEvent.setup();
    render(<LoginPrompt />);
    expect(loginButton()).not.toHaveAttribute('aria-disabled');
    await user.click(loginButton());
    await user.click(loginButton());
    await user.keyboard('{Enter}');
    expect(logIns).toHaveLength(1);
    expect(loginButton()).toHaveAttribute('aria-disabled', 'true');
    expect(loginButton()).toHaveAttribute('aria-busy', 'true');
    expect(loginButton()).toHaveFocus();

    await act(async () => logIns[0]?.resolve('succeeded'));
    await user.click(loginButton());
    expect(logIns).toHaveLength(1);
    expect(loginButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says that a log-in failed, and the button asks again', async () => {
    const user = userEvent.setup();
    render(<LoginPrompt />);
    await user.click(loginButton());
    logIns[0]?.resolve('failed');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_TEXTS.failed);
    expect(loginButton()).not.toHaveAttribute('aria-disabled');
    expect(loginButton()).not.toHaveAttribute('aria-busy');

    await user.click(loginButton());
    expect(logIns).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loginButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says that the log-in failed when no shell answers the request', async () => {
    stopAnswering();
    render(<LoginPrompt />);
    await userEvent.setup().click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.');
    expect(loginButton()).not.toHaveAttribute('aria-disabled');
  });
});
