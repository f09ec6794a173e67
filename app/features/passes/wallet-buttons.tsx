import { useEffect, useState } from 'react';
import { serviceOrigin } from '~/features/registration/service-origin';
import { navigateTo } from '~/lib/navigate-to';
import { buttonClass } from '~/ui/button';
import styles from './wallet-buttons.module.css';

/** Which wallets the registrations service can add a pass to (`GET /v1/passes/wallets`). */
export type Wallets = { google: boolean; apple: boolean };

/** Where Google's save links lead: anything else the service answered is not followed. */
const googleSavePage = 'https://pay.google.com/gp/v/save/';

const isWallets = (value: unknown): value is Wallets =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Wallets).google === 'boolean' &&
  typeof (value as Wallets).apple === 'boolean';

/**
 * The wallets the service has (the organisers' own Google and Apple accounts, when configured:
 * docs/deployment.md). Undefined without a service, or when it does not answer in time: then
 * no wallet is offered. Never throws.
 */
export async function readWallets(origin = serviceOrigin, timeoutMs = 10_000): Promise<Wallets | undefined> {
  if (!origin) return undefined;
  try {
    const response = await fetch(`${origin}/v1/passes/wallets`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    const wallets: unknown = await response.json();
    return isWallets(wallets) ? wallets : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A pass's "Add to Google Wallet" link (`POST /v1/passes/google-wallet`), or undefined: no
 * answer, a refusal (a revoked pass: 410), or an answer that is not Google's save page. Never throws.
 */
export async function googleWalletUrl(token: string, origin = serviceOrigin, timeoutMs = 15_000) {
  if (!origin) return undefined;
  try {
    const response = await fetch(`${origin}/v1/passes/google-wallet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return undefined;
    const { url } = (await response.json()) as { url?: unknown };
    return typeof url === 'string' && url.startsWith(googleSavePage) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the device says it is online, and when that changes; undefined until the page has
 * rendered in the browser (the prerendered page cannot know).
 */
function useOnline(): boolean | undefined {
  const [online, setOnline] = useState<boolean>();
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * "Add to Google Wallet" and "Add to Apple Wallet" for one pass, its `token` (the JWS its QR
 * code carries, which the wallet pass carries too). Only in a build with the registrations
 * service, only online, and only for the wallets it has: it asks `GET /v1/passes/wallets`
 * after the page has painted, and renders nothing until then, nor when neither is on.
 * Google's is a button: the service signs a save link, and the page goes there. Apple's is a
 * plain form POST, so the browser downloads the `.pkpass` itself (Safari offers to add it).
 * Text buttons, not the wallets' badges: their artwork comes with brand guidelines and files
 * the project does not have (docs/decisions/089-wallet-buttons-on-the-pass-page.md).
 */
export function WalletButtons({ token, labels }: { token: string; labels: { google: string; apple: string } }) {
  const online = useOnline();
  const [wallets, setWallets] = useState<Wallets>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Asked once known online, until answered: the service's wallets do not change while a page is open.
    if (!serviceOrigin || online !== true || wallets) return;
    let current = true;
    void readWallets().then((answer) => {
      if (current && answer) setWallets(answer);
    });
    return () => {
      current = false;
    };
  }, [online, wallets]);

  if (!serviceOrigin || !online || !wallets || (!wallets.google && !wallets.apple)) return null;

  const addToGoogle = async () => {
    setBusy(true);
    const url = await googleWalletUrl(token);
    if (url) navigateTo(url);
    else setBusy(false);
  };

  return (
    <div className={styles.wallets}>
      {wallets.google && (
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void addToGoogle();
          }}
        >
          {labels.google}
        </button>
      )}
      {wallets.apple && (
        <form method="post" action={`${serviceOrigin}/v1/passes/apple-wallet`} className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass('secondary')}>
            {labels.apple}
          </button>
        </form>
      )}
    </div>
  );
}
