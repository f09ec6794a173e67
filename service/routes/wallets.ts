import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { langs, type Lang } from '~/lib/lang';
import type { AppVariables } from '../app';
import type { Db } from '../db/schema';
import { refuse } from '../http/errors';
import { readJsonBody, readJsonOrFormBody } from '../http/limits';
import type { AppleWallet } from '../passes/apple-wallet';
import type { GoogleWallet } from '../passes/google-wallet';
import { maxTokenLength, type PassVerifier } from '../passes/verify';
import type { WalletPass, WalletPasses } from '../passes/wallet-pass';
import { findPass } from '../registrations/store';
import { isRecord } from '../registrations/unknown-keys';

/** A wallet request is one token (at most 4,096 characters): 8 KiB, the JSON or form around it included. */
export const walletBodyLimitBytes = 8 * 1024;

export type WalletRoutes = {
  db: Db;
  /** The service's own pass keys, current and previous (service/passes/verify.ts). */
  verify: PassVerifier;
  /** What a wallet pass says (service/passes/wallet-pass.ts). */
  describe: WalletPasses;
  /** Each wallet, when its settings are given; absent, its route answers 404. */
  google?: GoogleWallet;
  apple?: AppleWallet;
  rateLimit: MiddlewareHandler;
};

type Answer = { ok: true; pass: WalletPass } | { ok: false; response: Response };

/**
 * The pass a request's `{ "token" }` names, once it is one: only `token` (another field is
 * refused, as a registration's are), a token this service signed (its keys, current or
 * previous), stored here, and not revoked.
 */
async function passOf(
  c: Context,
  read: Awaited<ReturnType<typeof readJsonBody>>,
  { db, verify, describe }: WalletRoutes,
): Promise<Answer> {
  const no = (response: Response): Answer => ({ ok: false, response });
  if (!read.ok) return no(refuse(c, read.status, read.error));
  const body = read.body;
  if (!isRecord(body)) return no(refuse(c, 400, { error: 'invalid', field: 'body', message: 'must be a JSON object' }));
  const unknown = Object.keys(body).find((key) => key !== 'token');
  if (unknown !== undefined) {
    return no(refuse(c, 400, { error: 'unknown_field', field: unknown, message: 'is not a field' }));
  }
  const { token } = body;
  if (typeof token !== 'string' || token === '' || token.length > maxTokenLength) {
    return no(refuse(c, 400, { error: 'invalid', field: 'token', message: "must be a pass's token" }));
  }
  const notOurs = () =>
    no(refuse(c, 400, { error: 'invalid_token', field: 'token', message: 'is not a pass this service issued' }));
  const claims = await verify(token);
  if (!claims) return notOurs();
  // Signed with our key but not stored (a replay's discarded passes are signed, never sent):
  // not a pass anybody was given.
  const stored = await findPass(db, claims.jti);
  if (!stored || stored.token !== token) return notOurs();
  if (stored.revoked) {
    return no(refuse(c, 410, { error: 'revoked', message: 'this pass was revoked: its registration was cancelled' }));
  }
  const lang: Lang = langs.includes(stored.lang as Lang) ? (stored.lang as Lang) : 'en';
  return { ok: true, pass: describe(claims, token, lang) };
}

/** A wallet that is off answers 404 before anything is read or counted. */
const configured =
  (wallet: unknown, name: string): MiddlewareHandler =>
  async (c, next) => {
    if (!wallet) return refuse(c, 404, { error: 'wallet_not_configured', message: `${name} is not configured` });
    await next();
  };

/**
 * `GET /v1/passes/wallets`: which wallets are on, `{ google, apple }`, cacheable five minutes.
 * `POST /v1/passes/google-wallet` `{ token }` → `{ url }`, the pass's "Add to Google Wallet" link.
 * `POST /v1/passes/apple-wallet` `{ token }` (JSON, or `token=…` from a plain HTML form) → the
 * pass's `.pkpass`, as a download. Neither logs the token or what the pass says.
 */
export function walletRoutes(routes: WalletRoutes) {
  const { google, apple, rateLimit } = routes;
  return new Hono<{ Variables: AppVariables }>()
    .get('/wallets', (c) => {
      // Kept by the security headers, whose `no-store` every other answer gets.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ google: google !== undefined, apple: apple !== undefined });
    })
    .post('/google-wallet', configured(google, 'Google Wallet'), rateLimit, async (c) => {
      const found = await passOf(c, await readJsonBody(c, walletBodyLimitBytes), routes);
      if (!found.ok) return found.response;
      return c.json({ url: await google!.saveUrl(found.pass) });
    })
    .post('/apple-wallet', configured(apple, 'Apple Wallet'), rateLimit, async (c) => {
      const found = await passOf(c, await readJsonOrFormBody(c, walletBodyLimitBytes), routes);
      if (!found.ok) return found.response;
      const pkpass = apple!.pkpass(found.pass);
      return c.body(new Uint8Array(pkpass), 200, {
        'Content-Type': 'application/vnd.apple.pkpass',
        'Content-Disposition': `attachment; filename="mybos-${found.pass.kind}.pkpass"`,
      });
    });
}
