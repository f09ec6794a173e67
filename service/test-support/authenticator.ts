import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the office's tests to make real WebAuthn answers
 * without a browser: what a platform authenticator does, as the WebAuthn spec writes it. An
 * ES256 key per credential (node:crypto), "none" attestation, discoverable credentials (it keeps
 * the user handle and answers a sign-in without being told which credential), user present and
 * verified, a signature counter that goes up by one per sign-in unless told otherwise. The CBOR
 * (attestation object, COSE key) is encoded by @simplewebauthn/server's own helper, the same
 * tiny-cbor the library decodes with.
 */

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type Credential = { id: Buffer; rpId: string; userHandle: string; privateKey: KeyObject; counter: number };

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(counter: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The public key as a COSE_Key: EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x and y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  );
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  /** `origin`: what the browser would report, the page's origin. */
  private readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** `navigator.credentials.create()` with the options a registration gave: a new discoverable credential. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    { origin = this.origin }: { origin?: string } = {},
  ): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const credential: Credential = { id, rpId, userHandle: options.user.id, privateKey, counter: 0 };
    this.credentials.push(credential);
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV | AT]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none, as a "none" attestation may say
      credentialIdLength,
      id,
      coseKey(publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * `navigator.credentials.get()` with a sign-in's options: the credential for the options' RP
   * (the last made, as a passkey picker's first choice), its counter one up unless `counter`
   * is given (a cloned authenticator's, or a replay's).
   */
  signIn(
    options: PublicKeyCredentialRequestOptionsJSON,
    {
      origin = this.origin,
      counter,
      credential = this.credentials.findLast((each) => each.rpId === (options.rpId ?? new URL(origin).hostname)),
    }: { origin?: string; counter?: number; credential?: Credential } = {},
  ): AuthenticationResponseJSON {
    if (!credential) throw new Error('no passkey for this relying party');
    credential.counter = counter ?? credential.counter + 1;
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([UP | UV]), counterBytes(credential.counter)]);
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
