import { WebAuthnError } from '@simplewebauthn/browser';

/** What the browser's passkey prompt ending without a passkey means, in words. */
export function passkeyFailure(error: WebAuthnError | DOMException): string {
  const name = error instanceof WebAuthnError ? ((error.cause as Error | undefined)?.name ?? error.name) : error.name;
  if (name === 'NotAllowedError' || (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED')) {
    return 'No passkey was used: the prompt was closed or timed out. Try again.';
  }
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'This device already holds a passkey for the office: sign in with it instead.';
  }
  if (name === 'SecurityError') {
    return 'The browser refused the passkey for this address. Open the office at its usual address.';
  }
  return `The passkey did not work (${error.message}). Try again.`;
}
