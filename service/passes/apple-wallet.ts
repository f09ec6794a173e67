import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PKPass } from 'passkit-generator';
import type { AppleWalletSettings } from '../config';
import type { WalletField, WalletPass } from './wallet-pass';

/** The pass's images, made by `npm run media wallet` (scripts/media/wallet-assets.ts) and committed. */
const imageNames = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png'];
const images = () =>
  Object.fromEntries(
    imageNames.map((name) => [name, readFileSync(new URL(`./wallet-assets/${name}`, import.meta.url))]),
  );

/** The site's colours (app/styles/tokens.css: navy 900, white, gold 500), as pass.json writes them. */
const colours = {
  backgroundColor: 'rgb(6, 26, 51)',
  foregroundColor: 'rgb(255, 255, 255)',
  labelColor: 'rgb(212, 168, 75)',
};

const field = ({ key, label, value }: WalletField) => ({ key, label, value });

/** A field of a subject (`UID=pass.…` in `UID=…\nCN=…`), as node:crypto writes a certificate's subject. */
const subjectField = (certificate: X509Certificate, name: string) =>
  certificate.subject
    .split('\n')
    .find((line) => line.startsWith(`${name}=`))
    ?.slice(name.length + 1);

function certificate(pem: string, name: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch {
    throw new Error(`${name} is not a PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
}

/**
 * The certificates and key, checked at start, each problem said in one line naming the
 * setting, never its value: what Apple's Wallet would otherwise refuse on the phone, silently.
 */
function checkedCredentials(settings: AppleWalletSettings) {
  const signer = certificate(settings.signerCertificate, 'APPLE_WALLET_SIGNER_CERT');
  const wwdr = certificate(settings.wwdrCertificate, 'APPLE_WALLET_WWDR_CERT');
  let key: KeyObject;
  try {
    key = createPrivateKey({
      key: settings.signerKey,
      format: 'pem',
      ...(settings.signerKeyPassphrase ? { passphrase: settings.signerKeyPassphrase } : {}),
    });
  } catch {
    throw new Error(
      'APPLE_WALLET_SIGNER_KEY cannot be read: not a PEM private key, or encrypted and APPLE_WALLET_SIGNER_KEY_PASSPHRASE is missing or wrong',
    );
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Error("APPLE_WALLET_SIGNER_KEY is not an RSA key, as a Pass Type ID certificate's is");
  }
  if (!signer.checkPrivateKey(key)) {
    throw new Error('APPLE_WALLET_SIGNER_KEY is not the private key of APPLE_WALLET_SIGNER_CERT');
  }
  if (!signer.checkIssued(wwdr) || !signer.verify(wwdr.publicKey)) {
    throw new Error(
      'APPLE_WALLET_SIGNER_CERT was not issued by APPLE_WALLET_WWDR_CERT: give the WWDR intermediate that issued it (G4 for Pass Type ID certificates)',
    );
  }
  // Apple writes the Pass Type ID in the certificate's UID and the team in its OU.
  const uid = subjectField(signer, 'UID');
  if (uid !== undefined && uid !== settings.passTypeIdentifier) {
    throw new Error(`APPLE_WALLET_PASS_TYPE_ID is not the Pass Type ID of APPLE_WALLET_SIGNER_CERT (${uid})`);
  }
  const team = subjectField(signer, 'OU');
  if (team !== undefined && team !== settings.teamIdentifier) {
    throw new Error(`APPLE_WALLET_TEAM_ID is not the team of APPLE_WALLET_SIGNER_CERT (${team})`);
  }
  return {
    signerCert: settings.signerCertificate,
    wwdr: settings.wwdrCertificate,
    // Decrypted here, by Node, whatever OpenSSL encrypted it with; the library signs with an
    // unencrypted PKCS #1 key, held in memory only, as the encrypted one and its passphrase were.
    signerKey: key.export({ type: 'pkcs1', format: 'pem' }).toString(),
    expires: new Date(signer.validTo),
  };
}

/**
 * The pass.json of an event ticket (Apple's Wallet Passes reference): the show in the primary
 * field, its days in the header, the holder, then what it admits to; everything again on the
 * back with the venue's address. The barcode is the token, as on the pass page.
 */
export function passJson(
  pass: WalletPass,
  settings: Pick<AppleWalletSettings, 'passTypeIdentifier' | 'teamIdentifier'>,
) {
  return {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeIdentifier,
    teamIdentifier: settings.teamIdentifier,
    serialNumber: pass.id,
    organizationName: pass.organiser,
    description: `${pass.event.name}: ${pass.title}`,
    logoText: pass.event.shortName,
    ...colours,
    relevantDate: pass.relevantDate,
    expirationDate: pass.validUntil,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: pass.token, messageEncoding: 'iso-8859-1' }],
    eventTicket: {
      headerFields: [field(pass.days)],
      primaryFields: [{ key: 'event', label: pass.title, value: pass.event.name }],
      secondaryFields: [field(pass.holder)],
      auxiliaryFields: pass.admits.map(field),
      backFields: [pass.holder, ...pass.admits, pass.days, pass.venue].map((line) => ({
        ...field(line),
        key: `back-${line.key}`,
      })),
    },
  };
}

/**
 * Runs passkit-generator, which says what it drops from a pass (a field, or pass.json itself,
 * that fails its checks) in a console.warn that may quote the field, the holder's name or the
 * token, then carries on without it. Here such a warning fails the pass instead, said without
 * its words: no personal data in the logs, and no pass missing a part. The library's work is
 * synchronous, so nothing else runs while console.warn is swapped.
 */
function quietly<T>(build: () => T): T {
  const warn = console.warn;
  let warnings = 0;
  console.warn = () => {
    warnings += 1;
  };
  try {
    const built = build();
    if (warnings > 0) {
      throw new Error(
        `passkit-generator dropped part of a pass (${warnings} warnings, withheld: they may quote its holder)`,
      );
    }
    return built;
  } finally {
    console.warn = warn;
  }
}

/**
 * Apple Wallet from the organisers' Apple Developer account: the Pass Type ID certificate
 * and key, and Apple's WWDR intermediate, checked at start; each pass a signed `.pkpass`.
 */
export function appleWallet(settings: AppleWalletSettings) {
  const { expires, ...certificates } = checkedCredentials(settings);
  const files = images();
  return {
    /** When the Pass Type ID certificate expires: passes signed after that are refused by phones. */
    expires,
    /**
     * The `.pkpass` of a pass: a zip of pass.json, the images, manifest.json (each file's
     * SHA-1) and `signature`, a detached PKCS #7 over the manifest, by passkit-generator.
     */
    pkpass(pass: WalletPass): Buffer {
      return quietly(() =>
        new PKPass(
          { ...files, 'pass.json': Buffer.from(JSON.stringify(passJson(pass, settings))) },
          certificates,
        ).getAsBuffer(),
      );
    },
  };
}

export type AppleWallet = ReturnType<typeof appleWallet>;
