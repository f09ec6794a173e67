import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';

/**
 * The office's passkeys (WebAuthn, with @simplewebauthn/server;
 * docs/decisions/093-office-sign-in-with-passkeys.md). The relying party is the office's
 * origin: its host name is the RP ID, the origin itself what the browser must report. Each
 * ceremony's challenge is stored in the database (any instance may get the answer), used once,
 * for five minutes.
 */
export const challengeValidMs = 5 * 60_000;

/** The relying party: `OFFICE_ORIGIN` and its host name. */
export type RelyingParty = { origin: string; id: string; name: string };

export const relyingParty = (officeOrigin: string): RelyingParty => ({
  origin: officeOrigin,
  id: new URL(officeOrigin).hostname,
  name: 'MYBOS office',
});

/**
 * The public-key algorithms a passkey may use: EdDSA, ES256, RS256 (what authenticators make).
 * Named here rather than left to the library's default, which probes Node for post-quantum
 * ML-DSA with an experimental Web Crypto call that prints a warning to the service's stderr.
 */
const algorithms = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

type Purpose = 'sign-in' | 'register';

async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  now: Date,
  registration?: { inviteId: string; userId: string },
): Promise<string> {
  const id = randomUUID();
  // The challenges nobody answered in time go as new ones come: the table stays small.
  await db.deleteFrom('office_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('office_challenges')
    .values({
      id,
      challenge,
      purpose,
      invite_id: registration?.inviteId ?? null,
      user_id: registration?.userId ?? null,
      expires_at: new Date(now.getTime() + challengeValidMs).toISOString(),
    })
    .execute();
  return id;
}

type Challenge = { challenge: string; inviteId: string | null; userId: string | null };

/**
 * Takes a challenge for `purpose`, once: deleted as it is read (a conditional delete, so of two
 * answers at once only one gets it), undefined when unknown, used, expired or for another purpose.
 */
export async function takeChallenge(
  executor: Kysely<Database>,
  id: string,
  purpose: Purpose,
  now: Date,
): Promise<Challenge | undefined> {
  const row = await executor
    .deleteFrom('office_challenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString())
    .returning(['challenge', 'invite_id', 'user_id'])
    .executeTakeFirst();
  return row ? { challenge: row.challenge, inviteId: row.invite_id, userId: row.user_id } : undefined;
}

/** A passkey's WebAuthn user handle: the user's id (a UUID) as UTF-8 bytes. */
const userHandle = (userId: string) => new TextEncoder().encode(userId);

/**
 * The options to make a passkey for an invite: a discoverable credential (so signing in asks
 * for no e-mail), user verification preferred (a passkey on a phone or laptop asks for the
 * screen lock; a security key without a PIN still works), no attestation (the office does not
 * pick the make of authenticator). The new user's id is chosen now: it is the passkey's user
 * handle.
 */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  { inviteId, email, name, now }: { inviteId: string; email: string; name: string; now: Date },
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const userId = randomUUID();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: email,
    userID: userHandle(userId),
    userDisplayName: name,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: algorithms,
    timeout: challengeValidMs,
  });
  const challengeId = await storeChallenge(db, options.challenge, 'register', now, { inviteId, userId });
  return { challengeId, options };
}

export type NewPasskey = { id: string; publicKey: string; counter: number; transports: string[] };

/** A registration's answer verified against its challenge and the relying party, or why not. */
export async function verifyRegistration(
  rp: RelyingParty,
  challenge: string,
  response: RegistrationResponseJSON,
): Promise<{ ok: true; passkey: NewPasskey } | { ok: false; reason: string }> {
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: algorithms,
    });
    if (!verified.verified) return { ok: false, reason: 'not verified' };
    const { credential } = verified.registrationInfo;
    return {
      ok: true,
      passkey: {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The options to sign in: no credentials listed, the browser offers the office's passkeys (discoverable). */
export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  now: Date,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: challengeValidMs,
  });
  const challengeId = await storeChallenge(db, options.challenge, 'sign-in', now);
  return { challengeId, options };
}

export type StoredPasskey = { id: string; userId: string; publicKey: string; counter: number; transports: string };

/** The passkey an answer names, of a user not removed (a removed user's passkeys are deleted anyway). */
export async function findPasskey(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db
    .selectFrom('office_credentials')
    .innerJoin('office_users', 'office_users.id', 'office_credentials.user_id')
    .select([
      'office_credentials.id',
      'office_credentials.user_id',
      'office_credentials.public_key',
      'office_credentials.counter',
      'office_credentials.transports',
    ])
    .where('office_credentials.id', '=', credentialId)
    .where('office_users.removed_at', 'is', null)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        publicKey: row.public_key,
        counter: row.counter,
        transports: row.transports,
      }
    : undefined;
}

/**
 * A sign-in's answer verified against its challenge, the relying party and the stored passkey:
 * its signature, and its counter past the stored one (when the authenticator keeps one: a
 * smaller or equal one means a cloned authenticator, refused). The user handle, when given,
 * must be the passkey's user. Gives the new counter, or why not.
 */
export async function verifySignIn(
  rp: RelyingParty,
  challenge: string,
  passkey: StoredPasskey,
  response: AuthenticationResponseJSON,
): Promise<{ ok: true; newCounter: number } | { ok: false; reason: string }> {
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandle(passkey.userId)).toString('base64url')) {
    return { ok: false, reason: 'user handle is not the passkey’s user' };
  }
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: JSON.parse(passkey.transports) as string[],
      },
      requireUserVerification: false,
    });
    if (!verified.verified) return { ok: false, reason: 'not verified' };
    return { ok: true, newCounter: verified.authenticationInfo.newCounter };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Records a sign-in on the passkey, in the caller's transaction: the new counter and when,
 * only if the counter is still the one verified against (two answers verified at once against
 * the same counter: one wins). False when it moved meanwhile.
 */
export async function recordPasskeyUse(
  trx: Kysely<Database>,
  passkey: StoredPasskey,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('office_credentials')
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
