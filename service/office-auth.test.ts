import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailSink } from '../mail-sink/server.ts';
import { recentAudit } from './office/audit';
import type { RunningService } from './start-service';
import { SoftwareAuthenticator } from './test-support/authenticator';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { manualClock } from './test-support/office';
import {
  acceptInvite,
  inviteToken,
  officeFetch,
  sessionOf,
  signedInAs,
  signIn,
  type OfficeSession,
} from './test-support/office-auth';
import { officeOrigin, startTestService } from './test-support/service';

type Sink = Server & { store: { all(): { template_id: string; template_params: Record<string, string> }[] } };

const hour = 3_600_000;

/** The audit log has an entry like `entry` (the tests' clock stands still: many share an instant). */
async function expectAudit(service: RunningService, entry: Record<string, unknown>) {
  const details = entry.details as Record<string, unknown> | undefined;
  expect(await recentAudit(service.db, { limit: 1000 })).toContainEqual(
    expect.objectContaining({ ...entry, ...(details ? { details: expect.objectContaining(details) } : {}) }),
  );
}

onEachEngine(({ engine, create }) => {
  describe(`office sign-in on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const clock = manualClock('2026-11-20T09:00:00.000Z');
    let admin: OfficeSession & { authenticator: SoftwareAuthenticator };

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { now: clock.now });
      admin = await signedInAs(service, 'admin', { now: clock.now() });
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    describe('an invite', () => {
      it('is read, answered with a new passkey, and signs its user in with a session cookie', async () => {
        const token = await inviteToken(service.db, 'Siti@MYBOS.test', 'staff', clock.now());
        const read = await officeFetch(service, `/invites/${token}`);
        expect(read.status).toBe(200);
        expect(await read.json()).toEqual({
          email: 'siti@mybos.test',
          role: 'staff',
          expiresAt: new Date(clock.now().getTime() + 72 * hour).toISOString(),
        });

        const options = await officeFetch(service, `/invites/${token}/options`, {
          method: 'POST',
          body: { name: ' Siti  Rahmah ' },
        });
        expect(options.status).toBe(200);
        const { challengeId, options: creation } = await options.json();
        expect(creation).toMatchObject({
          rp: { id: 'localhost', name: 'MYBOS office' },
          user: { name: 'siti@mybos.test', displayName: 'Siti Rahmah' },
          attestation: 'none',
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        });

        const authenticator = new SoftwareAuthenticator(officeOrigin);
        const accepted = await officeFetch(service, `/invites/${token}`, {
          method: 'POST',
          body: { challengeId, name: 'Siti Rahmah', response: authenticator.register(creation) },
        });
        expect(accepted.status).toBe(201);
        const setCookie = accepted.headers.getSetCookie().join('\n');
        expect(setCookie).toMatch(/^mybos_office=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict$/m);
        const session = await sessionOf(accepted);
        expect(session.user).toMatchObject({ email: 'siti@mybos.test', name: 'Siti Rahmah', role: 'staff' });

        const current = await officeFetch(service, '/session', { session });
        expect(current.status).toBe(200);
        expect(await current.json()).toEqual({ user: session.user, csrfToken: session.csrfToken });

        // The database keeps the cookie's hash, never the cookie.
        const stored = await service.db.selectFrom('office_sessions').select('id').execute();
        expect(stored.map((row) => row.id)).not.toContain(session.cookie);

        await expectAudit(service, {
          action: 'office.invite_used',
          actor: 'siti@mybos.test',
          reference: null,
          details: { userId: session.user.id, role: 'staff', invitedBy: 'command line' },
        });
        await expectAudit(service, { action: 'office.signed_in', actor: 'siti@mybos.test', reference: null });
      });

      it('refuses a second invite of an address that became a user meanwhile, and leaves it open', async () => {
        const first = await inviteToken(service.db, 'double@mybos.test', 'staff', clock.now());
        const second = await inviteToken(service.db, 'double@mybos.test', 'admin', clock.now());
        await acceptInvite(service, first, new SoftwareAuthenticator(officeOrigin));
        const { challengeId, options } = await (
          await officeFetch(service, `/invites/${second}/options`, { method: 'POST', body: { name: 'Double' } })
        ).json();
        const refused = await officeFetch(service, `/invites/${second}`, {
          method: 'POST',
          body: { challengeId, name: 'Double', response: new SoftwareAuthenticator(officeOrigin).register(options) },
        });
        expect(refused.status).toBe(409);
        expect(await refused.json()).toMatchObject({ error: 'user_exists' });
        // Rolled back: the invite is not marked used, and no second user or passkey was made.
        expect((await officeFetch(service, `/invites/${second}`)).status).toBe(200);
        const users = await service.db
          .selectFrom('office_users')
          .select('id')
          .where('email', '=', 'double@mybos.test')
          .execute();
        expect(users).toHaveLength(1);
      });

      it('works once: used, it is not found any more', async () => {
        const token = await inviteToken(service.db, 'once@mybos.test', 'staff', clock.now());
        await acceptInvite(service, token, new SoftwareAuthenticator(officeOrigin));
        expect((await officeFetch(service, `/invites/${token}`)).status).toBe(404);
        const again = await officeFetch(service, `/invites/${token}/options`, { method: 'POST', body: { name: 'X' } });
        expect(again.status).toBe(404);
        expect(await again.json()).toMatchObject({ error: 'invite_not_found' });
      });

      it('refuses a second answer to the same invite while the first is being made (one use)', async () => {
        const token = await inviteToken(service.db, 'twice@mybos.test', 'staff', clock.now());
        const ask = async () =>
          (await (
            await officeFetch(service, `/invites/${token}/options`, { method: 'POST', body: { name: 'Twice' } })
          ).json()) as { challengeId: string; options: Parameters<SoftwareAuthenticator['register']>[0] };
        const first = await ask();
        const second = await ask();
        const one = new SoftwareAuthenticator(officeOrigin);
        const two = new SoftwareAuthenticator(officeOrigin);
        const answers = await Promise.all([
          officeFetch(service, `/invites/${token}`, {
            method: 'POST',
            body: { challengeId: first.challengeId, name: 'Twice', response: one.register(first.options) },
          }),
          officeFetch(service, `/invites/${token}`, {
            method: 'POST',
            body: { challengeId: second.challengeId, name: 'Twice', response: two.register(second.options) },
          }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404]);
        const users = await service.db
          .selectFrom('office_users')
          .select('id')
          .where('email', '=', 'twice@mybos.test')
          .execute();
        expect(users).toHaveLength(1);
      });

      it('expires after its hours', async () => {
        const token = await inviteToken(service.db, 'late@mybos.test', 'staff', clock.now(), 72 * hour);
        clock.tick(72 * hour);
        try {
          expect((await officeFetch(service, `/invites/${token}`)).status).toBe(404);
          expect(
            (await officeFetch(service, `/invites/${token}/options`, { method: 'POST', body: { name: 'Late' } }))
              .status,
          ).toBe(404);
        } finally {
          clock.tick(-72 * hour);
        }
      });

      it('is refused for an unknown token, a challenge of another invite, or a used challenge', async () => {
        expect((await officeFetch(service, `/invites/${'x'.repeat(43)}`)).status).toBe(404);
        expect((await officeFetch(service, '/invites/short')).status).toBe(404);

        const a = await inviteToken(service.db, 'a@mybos.test', 'staff', clock.now());
        const b = await inviteToken(service.db, 'b@mybos.test', 'staff', clock.now());
        const forA = await (
          await officeFetch(service, `/invites/${a}/options`, { method: 'POST', body: { name: 'A' } })
        ).json();
        const authenticator = new SoftwareAuthenticator(officeOrigin);
        const crossed = await officeFetch(service, `/invites/${b}`, {
          method: 'POST',
          body: { challengeId: forA.challengeId, name: 'B', response: authenticator.register(forA.options) },
        });
        expect(crossed.status).toBe(400);
        expect(await crossed.json()).toMatchObject({ error: 'challenge_expired' });
        // Taken by that try: gone for its own invite too.
        const used = await officeFetch(service, `/invites/${a}`, {
          method: 'POST',
          body: { challengeId: forA.challengeId, name: 'A', response: authenticator.register(forA.options) },
        });
        expect(used.status).toBe(400);
      });

      it('refuses a passkey made for another origin', async () => {
        const token = await inviteToken(service.db, 'phish@mybos.test', 'staff', clock.now());
        const { challengeId, options } = await (
          await officeFetch(service, `/invites/${token}/options`, { method: 'POST', body: { name: 'P' } })
        ).json();
        const response = new SoftwareAuthenticator('https://office.mybos.example').register(options);
        const refused = await officeFetch(service, `/invites/${token}`, {
          method: 'POST',
          body: { challengeId, name: 'P', response },
        });
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ error: 'passkey_refused' });
        // Still open: the right passkey can still be made.
        expect((await officeFetch(service, `/invites/${token}`)).status).toBe(200);
      });

      it('refuses unknown fields, a missing name and a body too large', async () => {
        const token = await inviteToken(service.db, 'fields@mybos.test', 'staff', clock.now());
        const extra = await officeFetch(service, `/invites/${token}/options`, {
          method: 'POST',
          body: { name: 'F', role: 'admin' },
        });
        expect(extra.status).toBe(400);
        expect(await extra.json()).toMatchObject({ error: 'unknown_field', field: 'role' });
        const noName = await officeFetch(service, `/invites/${token}/options`, { method: 'POST', body: { name: ' ' } });
        expect(await noName.json()).toMatchObject({ error: 'invalid', field: 'name' });
        const large = await officeFetch(service, `/invites/${token}/options`, {
          method: 'POST',
          body: { name: 'x'.repeat(20_000) },
        });
        expect(large.status).toBe(413);
        const accept = await officeFetch(service, `/invites/${token}`, {
          method: 'POST',
          body: { challengeId: crypto.randomUUID(), name: 'F', response: {}, admin: true },
        });
        expect(accept.status).toBe(400);
        expect(await accept.json()).toMatchObject({ error: 'unknown_field', field: 'admin' });
      });
    });

    describe('signing in with a passkey', () => {
      it('gives a session, with no e-mail typed (a discoverable credential)', async () => {
        const options = await officeFetch(service, '/sign-in/options', { method: 'POST' });
        const { options: request } = await options.json();
        expect(request).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
        expect(request.allowCredentials ?? []).toEqual([]);

        const signedIn = await signIn(service, admin.authenticator);
        expect(signedIn.status).toBe(200);
        const session = await sessionOf(signedIn);
        expect(session.user).toEqual(admin.user);
        expect(session.cookie).not.toBe(admin.cookie);
        expect((await officeFetch(service, '/session', { session })).status).toBe(200);
        await expectAudit(service, { action: 'office.signed_in', actor: admin.user.email, reference: null });
      });

      it('refuses an answer given twice (its challenge is used) and a counter that went back (a clone)', async () => {
        const options = await (await officeFetch(service, '/sign-in/options', { method: 'POST' })).json();
        const response = admin.authenticator.signIn(options.options);
        const body = { challengeId: options.challengeId, response };
        expect((await officeFetch(service, '/sign-in', { method: 'POST', body })).status).toBe(200);
        const replayed = await officeFetch(service, '/sign-in', { method: 'POST', body });
        expect(replayed.status).toBe(400);
        expect(await replayed.json()).toMatchObject({ error: 'challenge_expired' });

        const counter = admin.authenticator.credentials.at(-1)?.counter ?? 0;
        const cloned = await signIn(service, admin.authenticator, { counter });
        expect(cloned.status).toBe(401);
        expect(await cloned.json()).toMatchObject({ error: 'passkey_refused' });
        expect((await signIn(service, admin.authenticator, { counter: counter + 5 })).status).toBe(200);
      });

      it('refuses a challenge older than five minutes', async () => {
        const options = await (await officeFetch(service, '/sign-in/options', { method: 'POST' })).json();
        clock.tick(5 * 60_000);
        const late = await officeFetch(service, '/sign-in', {
          method: 'POST',
          body: { challengeId: options.challengeId, response: admin.authenticator.signIn(options.options) },
        });
        expect(late.status).toBe(400);
      });

      it('refuses an unknown passkey, another origin, and unknown fields', async () => {
        const stranger = new SoftwareAuthenticator(officeOrigin);
        stranger.register({
          challenge: 'x',
          rp: { id: 'localhost', name: 'x' },
          user: { id: 'dXNlcg', name: 'u', displayName: 'u' },
          pubKeyCredParams: [],
        });
        expect((await signIn(service, stranger)).status).toBe(401);
        expect((await signIn(service, admin.authenticator, { origin: 'https://evil.example' })).status).toBe(401);

        const options = await (await officeFetch(service, '/sign-in/options', { method: 'POST' })).json();
        const extra = await officeFetch(service, '/sign-in', {
          method: 'POST',
          body: { challengeId: options.challengeId, response: admin.authenticator.signIn(options.options), email: 'a' },
        });
        expect(extra.status).toBe(400);
        expect(await extra.json()).toMatchObject({ error: 'unknown_field', field: 'email' });
        const malformed = await officeFetch(service, '/sign-in', {
          method: 'POST',
          body: { challengeId: options.challengeId, response: { id: 'x' } },
        });
        expect(await malformed.json()).toMatchObject({ error: 'invalid', field: 'response' });
      });
    });

    describe('a session', () => {
      it('is needed by every route past the sign-in: 401 signed_out', async () => {
        const routes: [string, string][] = [
          ['GET', '/session'],
          ['POST', '/sign-out'],
          ['POST', '/sign-out-everywhere'],
          ['GET', '/users'],
          ['POST', '/invites'],
          ['DELETE', `/invites/${crypto.randomUUID()}`],
          ['POST', `/users/${admin.user.id}/remove`],
          // The data routes, mounted behind the same middleware, and anything else under /office/api.
          ['GET', '/registrations'],
        ];
        for (const [method, path] of routes) {
          const response = await officeFetch(service, path, { method, ...(method === 'GET' ? {} : { body: {} }) });
          expect([method, path, response.status]).toEqual([method, path, 401]);
          expect(await response.json()).toEqual({ error: 'signed_out' });
        }
        // A cookie that names no session is no better.
        const forged = await officeFetch(service, '/session', {
          session: { ...admin, cookie: 'A'.repeat(43) },
        });
        expect(forged.status).toBe(401);
      });

      it('of a staff user is refused the admin routes: 403 forbidden', async () => {
        const staff = await signedInAs(service, 'staff', { now: clock.now() });
        const routes: [string, string, unknown][] = [
          ['GET', '/users', undefined],
          ['POST', '/invites', { email: 'new@mybos.test', role: 'staff' }],
          ['DELETE', `/invites/${crypto.randomUUID()}`, undefined],
          ['POST', `/users/${admin.user.id}/remove`, undefined],
        ];
        for (const [method, path, body] of routes) {
          const response = await officeFetch(service, path, { method, body, session: staff });
          expect([method, path, response.status]).toEqual([method, path, 403]);
          expect(await response.json()).toEqual({ error: 'forbidden' });
        }
        expect((await officeFetch(service, '/session', { session: staff })).status).toBe(200);
      });

      it('refuses an unsafe request from another origin or without one: 403 csrf', async () => {
        for (const origin of ['https://evil.example', 'http://127.0.0.1:8787', null]) {
          const signInOptions = await officeFetch(service, '/sign-in/options', { method: 'POST', origin });
          expect(signInOptions.status).toBe(403);
          expect(await signInOptions.json()).toEqual({ error: 'csrf' });
          const signOut = await officeFetch(service, '/sign-out', { method: 'POST', session: admin, origin });
          expect(signOut.status).toBe(403);
        }
        expect((await officeFetch(service, '/session', { session: admin })).status).toBe(200);
      });

      it('refuses an unsafe request without its CSRF token, or with another: 403 csrf', async () => {
        const other = await sessionOf(await signIn(service, admin.authenticator));
        for (const csrfToken of [null, '', other.csrfToken, `${admin.csrfToken}x`]) {
          const response = await officeFetch(service, '/invites', {
            method: 'POST',
            body: { email: 'csrf@mybos.test', role: 'staff' },
            session: admin,
            csrfToken,
          });
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({ error: 'csrf' });
        }
        // A read needs none.
        expect((await officeFetch(service, '/users', { session: admin, csrfToken: null })).status).toBe(200);
      });

      it('ends at sign-out: its cookie is refused afterwards', async () => {
        const session = await sessionOf(await signIn(service, admin.authenticator));
        const out = await officeFetch(service, '/sign-out', { method: 'POST', session });
        expect(out.status).toBe(204);
        expect(out.headers.getSetCookie().join()).toMatch(/mybos_office=; Max-Age=0/);
        expect((await officeFetch(service, '/session', { session })).status).toBe(401);
        expect((await officeFetch(service, '/sign-out', { method: 'POST', session })).status).toBe(401);
        expect((await officeFetch(service, '/session', { session: admin })).status).toBe(200);
        await expectAudit(service, {
          action: 'office.signed_out',
          actor: admin.user.email,
        });
      });

      it('ends with every other of its user at sign-out everywhere', async () => {
        const user = await signedInAs(service, 'staff', { now: clock.now() });
        const laptop = await sessionOf(await signIn(service, user.authenticator));
        const phone = await sessionOf(await signIn(service, user.authenticator));
        expect((await officeFetch(service, '/sign-out-everywhere', { method: 'POST', session: phone })).status).toBe(
          204,
        );
        for (const session of [user, laptop, phone]) {
          expect((await officeFetch(service, '/session', { session })).status).toBe(401);
        }
        // Another user's session goes on.
        expect((await officeFetch(service, '/session', { session: admin })).status).toBe(200);
        await expectAudit(service, {
          action: 'office.signed_out_everywhere',
          actor: user.user.email,
          details: { sessionsEnded: 3 },
        });
      });

      it('ends after 12 hours unused, and 7 days after it began however used', async () => {
        const user = await signedInAs(service, 'staff', { now: clock.now() });
        // Used every 11 hours it goes on, for up to seven days...
        for (let step = 0; step < 15; step++) {
          clock.tick(11 * hour);
          expect((await officeFetch(service, '/session', { session: user })).status).toBe(200);
        }
        const later = await sessionOf(await signIn(service, user.authenticator));
        clock.tick(3 * hour);
        // ...and no longer: 168 hours after its sign-in. The later one goes on.
        expect((await officeFetch(service, '/session', { session: user })).status).toBe(401);
        expect((await officeFetch(service, '/session', { session: later })).status).toBe(200);
        // Unused for 12 hours, it has ended.
        clock.tick(12 * hour - 1);
        expect((await officeFetch(service, '/session', { session: later })).status).toBe(200);
        clock.tick(12 * hour);
        expect((await officeFetch(service, '/session', { session: later })).status).toBe(401);
        // The admin's session went idle meanwhile: signed in again, for the tests after this one.
        Object.assign(admin, await sessionOf(await signIn(service, admin.authenticator)));
      });
    });

    describe('the people (admin)', () => {
      it('lists the users with their passkeys and last sign-in, and the invites still open', async () => {
        const token = await inviteToken(service.db, 'listed@mybos.test', 'admin', clock.now());
        expect(token).toHaveLength(43);
        const response = await officeFetch(service, '/users', { session: admin });
        expect(response.status).toBe(200);
        const { users, invites } = await response.json();
        expect(users).toContainEqual({
          ...admin.user,
          createdAt: expect.any(String),
          lastSignInAt: expect.any(String),
          passkeys: 1,
        });
        expect(invites).toContainEqual({
          id: expect.any(String),
          email: 'listed@mybos.test',
          role: 'admin',
          invitedBy: 'command line',
          createdAt: clock.now().toISOString(),
          expiresAt: expect.any(String),
        });
        // Used ones are not listed.
        expect(invites.map((invite: { email: string }) => invite.email)).not.toContain('siti@mybos.test');
      });

      it('invites without a mailer: the link in the answer, for the admin to pass on', async () => {
        const response = await officeFetch(service, '/invites', {
          method: 'POST',
          session: admin,
          body: { email: ' Nurul@MYBOS.test ', role: 'staff' },
        });
        expect(response.status).toBe(201);
        const invite = await response.json();
        expect(invite).toEqual({
          id: expect.any(String),
          email: 'nurul@mybos.test',
          role: 'staff',
          expiresAt: new Date(clock.now().getTime() + 72 * hour).toISOString(),
          emailed: false,
          link: expect.stringMatching(/^http:\/\/localhost:8787\/office\/invite#[\w-]{43}$/),
        });
        const token = invite.link.split('#')[1];
        expect((await officeFetch(service, `/invites/${token}`)).status).toBe(200);
        await expectAudit(service, {
          action: 'office.invite_sent',
          actor: admin.user.email,
          reference: null,
          details: { inviteId: invite.id, email: 'nurul@mybos.test', role: 'staff' },
        });
      });

      it('refuses a bad e-mail or role, unknown fields, and an e-mail that is a user already', async () => {
        const post = (body: unknown) => officeFetch(service, '/invites', { method: 'POST', session: admin, body });
        expect(await (await post({ email: 'not an e-mail', role: 'staff' })).json()).toMatchObject({ field: 'email' });
        expect(await (await post({ email: 'r@mybos.test', role: 'owner' })).json()).toMatchObject({ field: 'role' });
        const extra = await post({ email: 'r@mybos.test', role: 'staff', name: 'R' });
        expect(extra.status).toBe(400);
        expect(await extra.json()).toMatchObject({ error: 'unknown_field', field: 'name' });
        const taken = await post({ email: admin.user.email.toUpperCase(), role: 'staff' });
        expect(taken.status).toBe(409);
        expect(await taken.json()).toMatchObject({ error: 'user_exists' });
      });

      it('revokes an open invite', async () => {
        const { id, link } = await (
          await officeFetch(service, '/invites', {
            method: 'POST',
            session: admin,
            body: { email: 'revoked@mybos.test', role: 'staff' },
          })
        ).json();
        expect((await officeFetch(service, `/invites/${id}`, { method: 'DELETE', session: admin })).status).toBe(204);
        expect((await officeFetch(service, `/invites/${link.split('#')[1]}`)).status).toBe(404);
        expect((await officeFetch(service, `/invites/${id}`, { method: 'DELETE', session: admin })).status).toBe(404);
        await expectAudit(service, {
          action: 'office.invite_revoked',
          actor: admin.user.email,
          details: { inviteId: id, email: 'revoked@mybos.test' },
        });
      });

      it('removes a user: their sessions end, their passkey no longer signs in, their address may be invited again', async () => {
        const user = await signedInAs(service, 'staff', { now: clock.now(), email: 'leaving@mybos.test' });
        const second = await sessionOf(await signIn(service, user.authenticator));
        const removed = await officeFetch(service, `/users/${user.user.id}/remove`, { method: 'POST', session: admin });
        expect(removed.status).toBe(204);
        for (const session of [user, second]) {
          expect((await officeFetch(service, '/session', { session })).status).toBe(401);
        }
        expect((await signIn(service, user.authenticator)).status).toBe(401);
        await expectAudit(service, {
          action: 'office.user_removed',
          actor: admin.user.email,
          details: { userId: user.user.id, email: 'leaving@mybos.test', sessionsEnded: 2, passkeysRemoved: 1 },
        });
        const { users } = await (await officeFetch(service, '/users', { session: admin })).json();
        expect(users.map((listed: { id: string }) => listed.id)).not.toContain(user.user.id);
        expect(
          (await officeFetch(service, `/users/${user.user.id}/remove`, { method: 'POST', session: admin })).status,
        ).toBe(404);

        const back = await signedInAs(service, 'admin', { now: clock.now(), email: 'leaving@mybos.test' });
        expect(back.user.id).not.toBe(user.user.id);
      });

      it('never removes oneself', async () => {
        const self = await officeFetch(service, `/users/${admin.user.id}/remove`, { method: 'POST', session: admin });
        expect(self.status).toBe(409);
        expect((await officeFetch(service, '/session', { session: admin })).status).toBe(200);
      });
    });
  });

  describe(`office sign-in limits and e-mail on ${engine}`, () => {
    let database: TestDatabase;
    let service: RunningService;
    const dir = mkdtempSync(join(tmpdir(), 'mybos-office-mail-'));
    const sink = createMailSink({ dataDir: dir }) as Sink;
    // 20 s into a five-minute window: it cannot turn over during the test.
    const clock = manualClock('2026-11-20T09:00:20.000Z');
    const limit = 6;
    const logged: unknown[] = [];

    beforeAll(async () => {
      await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
      database = await create();
      service = await startTestService(database, {
        now: clock.now,
        log: (entry) => logged.push(entry),
        officeEnv: {
          OFFICE_SIGN_IN_LIMIT: String(limit),
          EMAILJS_ORIGIN: `http://127.0.0.1:${(sink.address() as AddressInfo).port}`,
          EMAILJS_SERVICE_ID: 'local_service',
          EMAILJS_PUBLIC_KEY: 'local-public-key',
          EMAILJS_TEMPLATE_OFFICE_INVITE: 'office_invite',
        },
      });
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
      sink.closeAllConnections();
      await new Promise((resolve) => sink.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    it('e-mails an invite through the mailer, the link only in the e-mail', async () => {
      const admin = await signedInAs(service, 'admin', { now: clock.now(), name: 'Aminah' });
      const response = await officeFetch(service, '/invites', {
        method: 'POST',
        session: admin,
        body: { email: 'farid@mybos.test', role: 'staff' },
      });
      expect(response.status).toBe(201);
      const invite = await response.json();
      expect(invite).toMatchObject({ email: 'farid@mybos.test', emailed: true });
      expect(invite.link).toBeUndefined();
      const sent = sink.store.all().at(-1);
      expect(sent?.template_id).toBe('office_invite');
      expect(sent?.template_params).toEqual({
        email: 'farid@mybos.test',
        role: 'staff',
        link: expect.stringMatching(/^http:\/\/localhost:8787\/office\/invite#[\w-]{43}$/),
        invited_by: 'Aminah',
        expires: '23 November 2026 at 09:00 UTC',
      });
      const token = sent?.template_params.link?.split('#')[1] ?? '';
      expect((await officeFetch(service, `/invites/${token}`)).status).toBe(200);
      // The request log names the route, never an invite's token nor whom it is for.
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: 'request', method: 'GET', route: '/office/api/invites/:invite', status: 200 }),
      );
      const log = JSON.stringify(logged);
      expect(log).not.toContain(token);
      expect(log).not.toContain('farid@');
      expect(log).not.toContain(admin.cookie);
    });

    it('limits the sign-in and invite requests of one client: 429 past the limit', async () => {
      // The window has the test above's three already (its invite read, options and acceptance).
      const statuses: number[] = [];
      for (let index = 0; index < limit - 2; index++) {
        statuses.push((await officeFetch(service, '/sign-in/options', { method: 'POST' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await officeFetch(service, `/invites/${'x'.repeat(43)}`);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
      expect(Number(limited.headers.get('retry-after'))).toBe(280);
    });
  });
});
