import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppleWalletSettings } from '../config';
import { walletCredentials, type WalletCredentials } from '../test-support/wallet-credentials';
import { appleWallet } from './apple-wallet';

let credentials: WalletCredentials;
let settings: AppleWalletSettings;
beforeAll(() => {
  credentials = walletCredentials();
  const { passTypeIdentifier, teamIdentifier, signerCertificate, signerKey, signerKeyPassphrase, wwdrCertificate } =
    credentials.apple;
  settings = { passTypeIdentifier, teamIdentifier, signerCertificate, signerKey, signerKeyPassphrase, wwdrCertificate };
});
afterAll(() => credentials?.remove());

describe('appleWallet', () => {
  it('takes the Pass Type ID certificate, its key (decrypted with its passphrase) and the WWDR that issued it', () => {
    const wallet = appleWallet(settings);
    expect(wallet.expires.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses at start what phones would refuse, in one line naming the setting, never its value', () => {
    const refusal = (changed: Partial<AppleWalletSettings>) => {
      try {
        appleWallet({ ...settings, ...changed });
      } catch (error) {
        const message = (error as Error).message;
        // No line of a PEM's body, nor the passphrase.
        for (const pem of [credentials.apple.signerKey, credentials.apple.signerCertificate]) {
          expect(message).not.toContain(pem.split('\n')[1]!.slice(0, 16));
        }
        expect(message).not.toContain(credentials.apple.signerKeyPassphrase);
        return message;
      }
      throw new Error('not refused');
    };
    expect(refusal({ signerCertificate: 'nope' })).toMatch(/^APPLE_WALLET_SIGNER_CERT is not a PEM certificate/);
    expect(refusal({ wwdrCertificate: credentials.apple.signerKey })).toMatch(/^APPLE_WALLET_WWDR_CERT is not/);
    expect(refusal({ signerKeyPassphrase: 'wrong' })).toMatch(/^APPLE_WALLET_SIGNER_KEY cannot be read/);
    expect(() => appleWallet({ ...settings, signerKeyPassphrase: undefined })).toThrow(
      /APPLE_WALLET_SIGNER_KEY_PASSPHRASE is missing or wrong/,
    );
    expect(refusal({ signerKey: credentials.apple.otherKey })).toMatch(
      /^APPLE_WALLET_SIGNER_KEY is not the private key of APPLE_WALLET_SIGNER_CERT/,
    );
    expect(refusal({ wwdrCertificate: credentials.apple.otherCertificate })).toMatch(
      /^APPLE_WALLET_SIGNER_CERT was not issued by APPLE_WALLET_WWDR_CERT/,
    );
    expect(refusal({ passTypeIdentifier: 'pass.my.com.other' })).toMatch(
      /^APPLE_WALLET_PASS_TYPE_ID is not the Pass Type ID of APPLE_WALLET_SIGNER_CERT \(pass\.my\.com\.mybos\.test\)/,
    );
    expect(refusal({ teamIdentifier: 'ZZZZZ99999' })).toMatch(/^APPLE_WALLET_TEAM_ID is not the team/);
  });
});
