import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleWalletSettings } from '../config';
import type { WalletPass } from './wallet-pass';

/** Where a signed save JWT is opened: Google's "Add to Google Wallet" page. */
export const googleSaveOrigin = 'https://pay.google.com/gp/v/save/';

/** Google Wallet's LocalizedString: one value, in the pass's language. */
const localized = (value: string, lang: string) => ({ defaultValue: { language: lang, value } });

/**
 * The event ticket class and object of a pass, as Google Wallet's REST reference names their
 * fields (EventTicketClass, EventTicketObject). The class is the show, one per edition,
 * `<issuer id>.mybos-<year>`; the object is the pass, `<issuer id>.<pass id>`, its barcode the
 * token itself. Both go in the JWT ("fat"), so Google creates them when the holder saves the
 * pass: no call to Google's API, no OAuth, nothing stored there beforehand.
 */
export function eventTicket(pass: WalletPass, issuerId: string) {
  const classId = `${issuerId}.mybos-${pass.event.year}`;
  const lang = pass.lang;
  const ticketClass = {
    id: classId,
    issuerName: pass.organiser,
    // A class first created through a save link starts under review, as Google's samples do.
    reviewStatus: 'UNDER_REVIEW',
    eventId: `mybos-${pass.event.year}`,
    eventName: localized(pass.event.name, lang),
    venue: { name: localized(pass.event.venue, lang), address: localized(pass.event.address, lang) },
    dateTime: { start: pass.event.start, end: pass.event.end },
  };
  const ticketObject = {
    id: `${issuerId}.${pass.id}`,
    classId,
    state: 'ACTIVE',
    ticketHolderName: pass.holder.value,
    ticketType: localized([pass.title, ...pass.admits.slice(0, 1).map((field) => field.value)].join(' · '), lang),
    barcode: { type: 'QR_CODE', value: pass.token },
    validTimeInterval: { start: { date: pass.validFrom }, end: { date: pass.validUntil } },
    textModulesData: [...pass.admits, pass.days].map((field) => ({
      id: field.key,
      header: field.label,
      body: field.value,
    })),
  };
  return { ticketClass, ticketObject };
}

/**
 * Google Wallet from the organisers' issuer account: checks the service account's key at
 * start (one line naming the setting, never its value), and signs save links with it.
 */
export async function googleWallet(settings: GoogleWalletSettings, siteOrigin: string) {
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey({ key: settings.privateKey, format: 'pem' });
  } catch {
    throw new Error(
      `GOOGLE_WALLET_PRIVATE_KEY is not a PEM private key (the service account key file's "private_key", with its \\n line breaks)`,
    );
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Error('GOOGLE_WALLET_PRIVATE_KEY is not an RSA key: Google signs save links with RS256 only');
  }
  return {
    /**
     * The "Add to Google Wallet" URL of a pass: a JWT, RS256 with the service account's key,
     * `iss` the account, `aud` google, `typ` savetowallet, `origins` the site (the page that
     * opens it), its payload the class and the object (Google Wallet API's JWT reference).
     */
    async saveUrl(pass: WalletPass, now = new Date()): Promise<string> {
      const { ticketClass, ticketObject } = eventTicket(pass, settings.issuerId);
      const jwt = await new SignJWT({
        origins: [siteOrigin],
        typ: 'savetowallet',
        payload: { eventTicketClasses: [ticketClass], eventTicketObjects: [ticketObject] },
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(settings.serviceAccountEmail)
        .setAudience('google')
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .sign(key);
      return `${googleSaveOrigin}${jwt}`;
    },
  };
}

export type GoogleWallet = Awaited<ReturnType<typeof googleWallet>>;
