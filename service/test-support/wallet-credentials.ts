import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Throw-away wallet credentials, shaped as the organisers' accounts give them. */
export type WalletCredentials = {
  /** Where they are, with `ca.pem`, the root a signature is checked against. */
  dir: string;
  google: { issuerId: string; serviceAccountEmail: string; privateKeyPem: string; publicKeyPem: string };
  apple: {
    passTypeIdentifier: string;
    teamIdentifier: string;
    signerCertificate: string;
    /** Encrypted (PKCS #8, AES-256), as `openssl` exports a key with a passphrase. */
    signerKey: string;
    signerKeyPassphrase: string;
    wwdrCertificate: string;
    /** Another key, and a certificate from another authority: for the refusals at start. */
    otherKey: string;
    otherCertificate: string;
  };
  /** The environment a deployment would set, PEMs on one line with `\n` as env files carry them. */
  env: Record<string, string>;
  remove(): void;
};

const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');

/**
 * Google: a fresh RSA key, as a service account's key file holds it. Apple: a root CA, a "WWDR"
 * intermediate it issues, and a Pass Type ID certificate the intermediate issues, with Apple's
 * UID and OU, made by `openssl` in a temporary folder, as Apple's chain is shaped.
 */
export function walletCredentials(): WalletCredentials {
  const dir = mkdtempSync(join(tmpdir(), 'mybos-wallet-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const file = (name: string) => readFileSync(join(dir, name), 'utf8');
  const passTypeIdentifier = 'pass.my.com.mybos.test';
  const teamIdentifier = 'ABCDE12345';
  const passphrase = 'harbour lights';

  writeFileSync(join(dir, 'ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n');
  writeFileSync(join(dir, 'leaf.ext'), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n');
  // Arguments written as one string each, split on spaces; the subjects, which hold spaces, apart.
  const run = (args: string, ...more: string[]) => openssl(...args.split(' '), ...more);
  run('req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj', '/CN=Test Root CA');
  run('req -x509 -newkey rsa:2048 -nodes -keyout other-ca.key -out other-ca.pem -days 2 -subj', '/CN=Another CA');
  run('req -newkey rsa:2048 -nodes -keyout wwdr.key -out wwdr.csr -subj', '/CN=Test WWDR');
  run('x509 -req -in wwdr.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out wwdr.pem -days 2 -extfile ca.ext');
  run(`genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -aes-256-cbc -out signer.key -pass`, `pass:${passphrase}`);
  run(
    'req -new -key signer.key -out signer.csr -passin',
    `pass:${passphrase}`,
    '-subj',
    `/UID=${passTypeIdentifier}/CN=Pass Type ID: ${passTypeIdentifier}/OU=${teamIdentifier}/O=MYBOS Test`,
  );
  run(
    'x509 -req -in signer.csr -CA wwdr.pem -CAkey wwdr.key -CAcreateserial -out signer.pem -days 2 -extfile leaf.ext',
  );

  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKeyPem = google.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const credentials = {
    google: {
      issuerId: '3388000000022123456',
      serviceAccountEmail: 'wallet-signer@mybos-show.iam.gserviceaccount.com',
      privateKeyPem,
      publicKeyPem,
    },
    apple: {
      passTypeIdentifier,
      teamIdentifier,
      signerCertificate: file('signer.pem'),
      signerKey: file('signer.key'),
      signerKeyPassphrase: passphrase,
      wwdrCertificate: file('wwdr.pem'),
      otherKey: file('other-ca.key'),
      otherCertificate: file('other-ca.pem'),
    },
  };
  return {
    dir,
    ...credentials,
    env: {
      GOOGLE_WALLET_ISSUER_ID: credentials.google.issuerId,
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: credentials.google.serviceAccountEmail,
      GOOGLE_WALLET_PRIVATE_KEY: oneLine(privateKeyPem),
      APPLE_WALLET_PASS_TYPE_ID: passTypeIdentifier,
      APPLE_WALLET_TEAM_ID: teamIdentifier,
      APPLE_WALLET_SIGNER_CERT: oneLine(credentials.apple.signerCertificate),
      APPLE_WALLET_SIGNER_KEY: oneLine(credentials.apple.signerKey),
      APPLE_WALLET_SIGNER_KEY_PASSPHRASE: passphrase,
      APPLE_WALLET_WWDR_CERT: oneLine(credentials.apple.wwdrCertificate),
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
