import { startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, getJson, keepSession, send, type Session } from '../api';
import { LiveMessage } from '../shell/live-message';
import { usePageTitle } from '../shell/shell';
import { passkeyFailure } from '../sign-in/passkey-failure';

type Invite = { email: string; role: 'admin' | 'staff'; expiresAt: string };

/** The invitation's one-time token, from the link's fragment (never sent to a server by the browser). */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''));

/** `/office/invite#<token>`: the invited colleague names themself and creates their passkey. */
export function InvitePage() {
  usePageTitle('Accept the invitation');
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(window.location.hash));
  const [invite, setInvite] = useState<Invite | undefined>();
  const [error, setError] = useState(
    token ? '' : 'This link has no invitation in it. Open the link from the e-mail whole.',
  );
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');

  useEffect(() => {
    if (!token) return;
    let current = true;
    getJson<Invite>(`/invites/${encodeURIComponent(token)}`).then(
      (found) => current && setInvite(found),
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Enter your name: your colleagues see it in the office and its history.');
      return;
    }
    setBusy(true);
    setError('');
    const path = `/invites/${encodeURIComponent(token)}`;
    try {
      const { challengeId, options } = await send<{
        challengeId: string;
        options: PublicKeyCredentialCreationOptionsJSON;
      }>('POST', `${path}/options`, { name: name.trim() });
      const response = await startRegistration({ optionsJSON: options });
      const session = await send<Session>('POST', path, { challengeId, name: name.trim(), response });
      keepSession(session);
      navigate('/registrations', { replace: true });
    } catch (failure) {
      setError(
        failure instanceof ApiError || !(failure instanceof WebAuthnError || failure instanceof DOMException)
          ? String((failure as Error).message ?? failure)
          : passkeyFailure(failure),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="office-main office-main--narrow">
      <p className="office-brand office-brand--plain">MYBOS Office</p>
      <div className="panel">
        <h1 tabIndex={-1}>Accept the invitation</h1>
        {invite ? (
          <>
            <p>
              You are invited to the MYBOS office as <strong>{invite.role}</strong>, with the e-mail address{' '}
              <strong>{invite.email}</strong>. Create a passkey on this device: you sign in with it from now on.
            </p>
            <form onSubmit={accept} noValidate className="stack">
              <div className="field">
                <label htmlFor="invite-name">Your name</label>
                <input
                  id="invite-name"
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={100}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              <button type="submit" className="button" disabled={busy}>
                {busy ? 'Waiting for your passkey…' : 'Create passkey'}
              </button>
            </form>
          </>
        ) : (
          !error && <p>Reading the invitation…</p>
        )}
        <LiveMessage error={error} />
      </div>
    </main>
  );
}
