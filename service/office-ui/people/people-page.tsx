import { useEffect, useRef } from 'react';
import { redirect, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { OfficeRole } from '../../office/auth/office-user';
import { ApiError, attempt, load, send, type ActionResult } from '../api';
import { dateTime } from '../format';
import { ConfirmButton } from '../shell/confirm-button';
import { LiveMessage } from '../shell/live-message';
import { usePageTitle, useUser } from '../shell/shell';

/** `GET /office/api/users` (admin). */
export type OfficePeople = {
  users: {
    id: string;
    email: string;
    name: string;
    role: OfficeRole;
    createdAt: string;
    lastSignInAt: string | null;
    passkeys: number;
  }[];
  invites: { id: string; email: string; role: OfficeRole; invitedBy: string; createdAt: string; expiresAt: string }[];
};

export async function peopleLoader({ request }: LoaderFunctionArgs) {
  try {
    return await load<OfficePeople>('/users', request);
  } catch (error) {
    // Staff who follow an old link land on the list instead.
    if (error instanceof ApiError && error.status === 403) throw redirect('/registrations');
    throw error;
  }
}

export async function peopleAction({ request }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return attempt(async () => {
    switch (text('intent')) {
      case 'invite': {
        const email = text('email');
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
          throw new Error('Enter the colleague’s e-mail address, like name@example.com.');
        const role = text('role') === 'admin' ? 'admin' : 'staff';
        const answer = await send<{ link?: string }>('POST', '/invites', { email, role });
        // Without e-mail settings the service answers the link, for the admin to pass on.
        return answer?.link
          ? `The service cannot send e-mails: give ${email} this link yourself, it works once: ${answer.link}`
          : `Invitation sent to ${email} (${role}).`;
      }
      case 'revoke':
        await send('DELETE', `/invites/${encodeURIComponent(text('id'))}`);
        return `The invitation to ${text('email')} is revoked.`;
      case 'remove':
        await send('POST', `/users/${encodeURIComponent(text('id'))}/remove`);
        return `${text('email')} is removed: their sessions ended and their passkeys deleted.`;
      default:
        throw new Error('Unknown action.');
    }
  });
}

export function PeoplePage() {
  usePageTitle('People');
  const { users, invites } = useLoaderData() as OfficePeople;
  const me = useUser();
  const listAction = useFetcher<ActionResult>();
  const listResult = listAction.state === 'idle' ? listAction.data : undefined;
  return (
    <div className="page">
      <h1 tabIndex={-1}>People</h1>
      <InviteForm />

      <section className="panel" aria-labelledby="users-heading">
        <h2 id="users-heading">Office users</h2>
        <LiveMessage
          error={listResult && !listResult.ok ? listResult.message : ''}
          success={listResult?.ok ? listResult.message : ''}
        />
        <table className="table table--stacking">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Last signed in</th>
              <th scope="col" className="num">
                Passkeys
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row" data-label="Name">
                  {user.name || '—'}
                </th>
                <td data-label="E-mail" className="wrap">
                  {user.email}
                </td>
                <td data-label="Role">{user.role}</td>
                <td data-label="Last signed in">{user.lastSignInAt ? dateTime(user.lastSignInAt) : 'Never'}</td>
                <td data-label="Passkeys" className="num">
                  {user.passkeys}
                </td>
                <td data-label="Actions">
                  {user.id === me.id ? (
                    <span className="hint">You</span>
                  ) : (
                    <ConfirmButton
                      fetcher={listAction}
                      fields={{ intent: 'remove', id: user.id, email: user.email }}
                      label={`Remove ${user.email}`}
                      question={`Remove ${user.email}? Their sessions end and their passkeys are deleted.`}
                    >
                      Remove
                    </ConfirmButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="panel" aria-labelledby="invites-heading">
        <h2 id="invites-heading">Pending invitations</h2>
        {invites.length === 0 ? (
          <p className="empty">No invitation is waiting.</p>
        ) : (
          <table className="table table--stacking">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Invited by</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invites.map((invite) => (
                <tr key={invite.id}>
                  <th scope="row" data-label="E-mail" className="wrap">
                    {invite.email}
                  </th>
                  <td data-label="Role">{invite.role}</td>
                  <td data-label="Invited by" className="wrap">
                    {invite.invitedBy}
                  </td>
                  <td data-label="Expires">{dateTime(invite.expiresAt)}</td>
                  <td data-label="Actions">
                    <listAction.Form method="post">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="id" value={invite.id} />
                      <input type="hidden" name="email" value={invite.email} />
                      <button
                        type="submit"
                        className="button button--secondary button--small"
                        aria-label={`Revoke the invitation to ${invite.email}`}
                      >
                        Revoke
                      </button>
                    </listAction.Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function InviteForm() {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <section className="panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a colleague</h2>
      <fetcher.Form method="post" ref={form} className="inline-form" noValidate>
        <input type="hidden" name="intent" value="invite" />
        <div className="field field--grow">
          <label htmlFor="invite-email">E-mail address</label>
          <input id="invite-email" name="email" type="email" autoComplete="off" required maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" name="role" defaultValue="staff">
            <option value="staff">Staff: read, check in, resend</option>
            <option value="admin">Admin: everything</option>
          </select>
        </div>
        <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
          Send invitation
        </button>
      </fetcher.Form>
      <LiveMessage error={result && !result.ok ? result.message : ''} success={result?.ok ? result.message : ''} />
    </section>
  );
}
