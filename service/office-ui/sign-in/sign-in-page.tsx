import { browserSupportsWebAuthn, startAuthentication, WebAuthnError } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepSession, send, type Session } from '../api';
import { LiveMessage } from '../shell/live-message';
import { usePageTitle } from '../shell/shell';
import { passkeyFailure } from './passkey-failure';

/** Where to go after signing in: a page of the office, never another site. */
export function safeNext(next: string | null) {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/registrations';
}

export function SignInPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const signedOut = params.get('signed-out');
  const supported = browserSupportsWebAuthn();

  async function signIn() {
    setBusy(true);
    setError('');
    try {
      const { challengeId, options } = await send<{
        challengeId: string;
        options: PublicKeyCredentialRequestOptionsJSON;
      }>('POST', '/sign-in/options', {});
      const response = await startAuthentication({ optionsJSON: options });
      const session = await send<Session>('POST', '/sign-in', { challengeId, response });
      keepSession(session);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (failure) {
      setError(
        failure instanceof WebAuthnError || failure instanceof DOMException
          ? passkeyFailure(failure)
          : String((failure as Error).message ?? failure),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="office-main office-main--narrow">
      <p className="office-brand office-brand--plain">MYBOS Office</p>
      <div className="panel">
        <h1 tabIndex={-1}>Sign in</h1>
        <p>Sign in with the passkey you created when you accepted your invitation.</p>
        {supported ? (
          <button type="button" className="button" onClick={signIn} disabled={busy} aria-describedby="sign-in-help">
            {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </button>
        ) : (
          <p className="message message--error">
            This browser cannot use passkeys. Use an up-to-date Chrome, Edge, Firefox or Safari.
          </p>
        )}
        <p id="sign-in-help" className="hint">
          No passkey yet? Ask an admin of the office to invite you: the invitation e-mail has a link to create one.
        </p>
        <LiveMessage
          error={error}
          success={
            signedOut === 'everywhere'
              ? 'You are signed out on every device.'
              : signedOut === 'here'
                ? 'You are signed out.'
                : ''
          }
        />
      </div>
    </main>
  );
}
