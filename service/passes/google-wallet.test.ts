import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { googleSaveOrigin, googleWallet } from './google-wallet';
import type { WalletPass } from './wallet-pass';

const settings = (privateKey: string) => ({
  issuerId: '3388000000022123456',
  serviceAccountEmail: 'wallet@mybos-show.iam.gserviceaccount.com',
  privateKey,
});
const rsa = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const pass: WalletPass = {
  id: 'b3c9c0de-0000-4000-8000-000000000001',
  token: 'header.payload.signature',
  kind: 'exhibitor',
  lang: 'en',
  organiser: 'MYBOS Events Sdn. Bhd.',
  event: {
    name: 'Malaysia International Boat Show 2026',
    shortName: 'MYBOS 2026',
    year: 2026,
    venue: 'Royal Langkawi Yacht Club',
    address: 'Kuah, Langkawi',
    start: '2026-02-04T10:00:00+08:00',
    end: '2026-02-07T22:00:00+08:00',
  },
  title: 'Exhibitor pass',
  holder: { key: 'holder', label: 'Name', value: 'Lee Wei Ming' },
  admits: [{ key: 'company', label: 'Company', value: 'Straits Marine' }],
  days: { key: 'days', label: 'Days', value: '4–7 February 2026' },
  venue: { key: 'venue', label: 'Venue', value: 'Royal Langkawi Yacht Club, Kuah, Langkawi' },
  validFrom: '2026-02-04T00:00:00+08:00',
  validUntil: '2026-02-07T23:59:59+08:00',
  relevantDate: '2026-02-04T10:00:00+08:00',
};

describe('googleWallet', () => {
  it('refuses at start a key it cannot sign RS256 with, naming the setting', async () => {
    await expect(googleWallet(settings('nope'), 'https://www.mybos.com.my')).rejects.toThrow(
      /^GOOGLE_WALLET_PRIVATE_KEY is not a PEM private key/,
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    await expect(googleWallet(settings(ec.toString()), 'https://www.mybos.com.my')).rejects.toThrow(
      /^GOOGLE_WALLET_PRIVATE_KEY is not an RSA key/,
    );
  });

  it('makes a save link whose JWT holds the show as a class and the pass as an object', async () => {
    const wallet = await googleWallet(settings(rsa()), 'https://www.mybos.com.my');
    const url = await wallet.saveUrl(pass, new Date('2026-01-10T00:00:00Z'));
    expect(url.startsWith(googleSaveOrigin)).toBe(true);
    const claims = decodeJwt(url.slice(googleSaveOrigin.length));
    expect(claims).toEqual({
      iss: 'wallet@mybos-show.iam.gserviceaccount.com',
      aud: 'google',
      typ: 'savetowallet',
      iat: Date.parse('2026-01-10T00:00:00Z') / 1000,
      origins: ['https://www.mybos.com.my'],
      payload: {
        eventTicketClasses: [
          {
            id: '3388000000022123456.mybos-2026',
            issuerName: 'MYBOS Events Sdn. Bhd.',
            reviewStatus: 'UNDER_REVIEW',
            eventId: 'mybos-2026',
            eventName: { defaultValue: { language: 'en', value: 'Malaysia International Boat Show 2026' } },
            venue: {
              name: { defaultValue: { language: 'en', value: 'Royal Langkawi Yacht Club' } },
              address: { defaultValue: { language: 'en', value: 'Kuah, Langkawi' } },
            },
            dateTime: { start: '2026-02-04T10:00:00+08:00', end: '2026-02-07T22:00:00+08:00' },
          },
        ],
        eventTicketObjects: [
          {
            id: '3388000000022123456.b3c9c0de-0000-4000-8000-000000000001',
            classId: '3388000000022123456.mybos-2026',
            state: 'ACTIVE',
            ticketHolderName: 'Lee Wei Ming',
            ticketType: { defaultValue: { language: 'en', value: 'Exhibitor pass · Straits Marine' } },
            barcode: { type: 'QR_CODE', value: 'header.payload.signature' },
            validTimeInterval: {
              start: { date: '2026-02-04T00:00:00+08:00' },
              end: { date: '2026-02-07T23:59:59+08:00' },
            },
            textModulesData: [
              { id: 'company', header: 'Company', body: 'Straits Marine' },
              { id: 'days', header: 'Days', body: '4–7 February 2026' },
            ],
          },
        ],
      },
    });
  });
});
