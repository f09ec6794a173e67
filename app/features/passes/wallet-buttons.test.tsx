// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { googleWalletUrl, readWallets, WalletButtons } from './wallet-buttons';

// The build's service (VITE_REGISTRATIONS_URL), per test; and where the page goes.
const build = vi.hoisted(() => ({ serviceOrigin: undefined as string | undefined }));
vi.mock('~/features/registration/service-origin', () => ({
  get serviceOrigin() {
    return build.serviceOrigin;
  },
}));
const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('~/lib/navigate-to', () => ({ navigateTo }));

const origin = 'https://registrations.mybos.com.my';
const token = 'eyJhbGciOiJFUzI1NiJ9.eyJqdGkiOiJ4In0.c2lnbmF0dXJl';
const labels = { google: 'Add to Google Wallet', apple: 'Add to Apple Wallet' };
const saveUrl = 'https://pay.google.com/gp/v/save/eyJ.eyJ.sig';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A service that has `wallets`, and signs Google's link with `google`. */
function serve(wallets: unknown, google: () => Response = () => json({ url: saveUrl })) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `${origin}/v1/passes/wallets` && !init?.method) return json(wallets);
    if (url === `${origin}/v1/passes/google-wallet` && init?.method === 'POST') return google();
    return json({ error: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

beforeEach(() => {
  build.serviceOrigin = origin;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navigateTo.mockReset();
});

describe('WalletButtons', () => {
  it('renders nothing in a build without the service, and asks nothing', async () => {
    build.serviceOrigin = undefined;
    const fetch = serve({ google: true, apple: true });
    const { container } = render(<WalletButtons token={token} labels={labels} />);
    await act(async () => {});
    expect(container.innerHTML).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders nothing when the service has no wallet, or does not answer', async () => {
    const fetch = serve({ google: false, apple: false });
    const { container } = render(<WalletButtons token={token} labels={labels} />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(`${origin}/v1/passes/wallets`, expect.anything()));
    await act(async () => {});
    expect(container.innerHTML).toBe('');
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const silent = render(<WalletButtons token={token} labels={labels} />);
    await act(async () => {});
    expect(silent.container.innerHTML).toBe('');
  });

  it('asks after it has rendered, and shows the two controls when both wallets are on', async () => {
    serve({ google: true, apple: true });
    const { container } = render(<WalletButtons token={token} labels={labels} />);
    // The first render (the prerendered page's, hydrated) has nothing: the answer comes later.
    expect(container.innerHTML).toBe('');
    const google = await screen.findByRole('button', { name: 'Add to Google Wallet' });
    expect(google.getAttribute('type')).toBe('button');
    const apple = screen.getByRole('button', { name: 'Add to Apple Wallet' });
    expect(apple.getAttribute('type')).toBe('submit');
    const form = apple.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`${origin}/v1/passes/apple-wallet`);
    const fields = [...form.querySelectorAll('input')];
    expect(fields.map((field) => [field.type, field.name, field.value])).toEqual([['hidden', 'token', token]]);
  });

  it('shows only the wallet that is on', async () => {
    serve({ google: false, apple: true });
    render(<WalletButtons token={token} labels={labels} />);
    await screen.findByRole('button', { name: 'Add to Apple Wallet' });
    expect(screen.queryByRole('button', { name: 'Add to Google Wallet' })).toBeNull();
  });

  it('offline, shows nothing and asks nothing until the device is online again; offline again, hides them', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = serve({ google: true, apple: true });
    const { container } = render(<WalletButtons token={token} labels={labels} />);
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
    setOnline(true);
    await screen.findByRole('button', { name: 'Add to Google Wallet' });
    setOnline(false);
    expect(container.innerHTML).toBe('');
    setOnline(true);
    expect(screen.getByRole('button', { name: 'Add to Apple Wallet' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('Google: posts the token, then goes to the save link the service signed', async () => {
    const fetch = serve({ google: true, apple: false });
    render(<WalletButtons token={token} labels={labels} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Google Wallet' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(saveUrl));
    expect(fetch).toHaveBeenCalledWith(
      `${origin}/v1/passes/google-wallet`,
      expect.objectContaining({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
    );
  });

  it('Google: a refusal leaves the page where it is, the button ready again', async () => {
    serve({ google: true, apple: false }, () => json({ error: 'revoked' }, 410));
    render(<WalletButtons token={token} labels={labels} />);
    const button = await screen.findByRole('button', { name: 'Add to Google Wallet' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('googleWalletUrl', () => {
  it('follows only a link to Google’s save page', async () => {
    serve({}, () => json({ url: 'https://evil.example/gp/v/save/x' }));
    expect(await googleWalletUrl(token, origin)).toBeUndefined();
    serve({}, () => json({ url: saveUrl }));
    expect(await googleWalletUrl(token, origin)).toBe(saveUrl);
    build.serviceOrigin = undefined;
    expect(await googleWalletUrl(token)).toBeUndefined();
  });
});

describe('readWallets', () => {
  it('is undefined for an answer that is not the wallets', async () => {
    serve({ google: 'yes', apple: true });
    expect(await readWallets(origin)).toBeUndefined();
    serve({ google: true, apple: false });
    expect(await readWallets(origin)).toEqual({ google: true, apple: false });
  });
});
