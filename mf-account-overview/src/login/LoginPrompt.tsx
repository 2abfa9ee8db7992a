import { useId, useState } from 'react';
import { requestLogin } from '@storefront/platform';
import { LOGIN_TEXTS } from '../account-texts';

type LoginProgress = 'idle' | 'pending' | 'failed';

/**
 * Logged out: no account data is requested; the shopper is asked to log in. The shell logs in (one log-in at a time)
 * and reloads the page when it succeeded: the button stays disabled until then. A failure is said, and the button
 * works again.
 */
export function LoginPrompt() {
  const headingId = useId();
  const [progress, setProgress] = useState<LoginProgress>('idle');
  const pending = progress === 'pending';
  const logIn = () => {
    if (pending) return;
    setProgress('pending');
    void requestLogin().then((outcome) => outcome === 'failed' && setProgress('failed'));
  };
  return (
    <section className="sf-account-login" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-account-section__heading">
        {LOGIN_TEXTS.heading}
      </h2>
      <p>{LOGIN_TEXTS.intro}</p>
      {/* aria-disabled rather than disabled: the button keeps the focus it was clicked with. */}
      <button type="button" className="sf-account-login__button" aria-disabled={pending || undefined} aria-busy={pending || undefined} onClick={logIn}>
        {LOGIN_TEXTS.button}
      </button>
      {progress === 'failed' && (
        <p role="alert" className="sf-account-login__failure">
          {LOGIN_TEXTS.failed}
        </p>
      )}
    </section>
  );
}
