import type { Locator } from '@playwright/test';
import { CompactSign, generateKeyPair } from 'jose';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { PassClaims, PassKind } from '../app/features/passes/pass-claims';
import type { Lang } from '../app/lib/lang';
import { passPlanner } from '../service/passes/claims';
import { en, ms } from './content';

/**
 * Passes as the registrations service issues them: the claims its own planner gives a
 * registration (service/passes/claims.ts), signed as service/passes/sign.ts signs them (a compact
 * ES256 JWS, `alg` and `kid` in its header), with a key made for the test run. The pass page
 * does not check signatures; a real one shows that it reads what a gate verifies.
 */

const plan = passPlanner({ en, ms });
const keys = generateKeyPair('ES256');
const encoder = new TextEncoder();

export const signPass = async (claims: PassClaims): Promise<string> =>
  new CompactSign(encoder.encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'ES256', kid: 'e2e-test-key' })
    .sign((await keys).privateKey);

export type SignedPass = { token: string; claims: PassClaims };

const cruise = en.cruises[0]!;
const showDay = en.site.edition.startDate;

/** One pass of each kind, as a registration in `lang` gets it, each with a fresh id. */
export async function passesOfEachKind(lang: Lang): Promise<Record<PassKind, SignedPass>> {
  const holder = { firstName: 'Nur Aisyah', lastName: 'Rahman' };
  const planned = [
    ...plan('visitor', lang, holder),
    ...plan('exhibitor', lang, { contactPerson: 'Daniel Ong', companyName: 'Andaman Sea Charters' }),
    ...plan('conference', lang, holder),
    // An adult ticket (the content's third category) and two seats on the first cruise's second trip.
    ...plan('ticket', lang, {
      ...holder,
      tickets: ['0', '0', '1', '0'],
      cruises: [{ pax: '2', day: showDay, tripTime: cruise.tripTimes[1] }],
    }),
  ];
  const signed = await Promise.all(
    planned.map(async (pass) => {
      const claims: PassClaims = { jti: crypto.randomUUID(), ...pass };
      return { token: await signPass(claims), claims };
    }),
  );
  return Object.fromEntries(signed.map((pass) => [pass.claims.k, pass])) as Record<PassKind, SignedPass>;
}

/** The QR code as the screen shows it, read by a decoder (jsQR) from a screenshot's pixels. */
export async function readQrCode(code: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}
