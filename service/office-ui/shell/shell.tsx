import { useEffect, useRef, useState } from 'react';
import {
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { readSession, send, signInRedirect, type Session } from '../api';
import { LiveMessage } from './live-message';

export async function shellLoader({ request }: LoaderFunctionArgs): Promise<Session> {
  const session = await readSession();
  if (!session) throw signInRedirect(request);
  return session;
}

/** The signed-in user, on any page inside the shell. */
export function useUser() {
  const session = useRouteLoaderData('shell') as Session | undefined;
  if (!session) throw new Error('useUser() outside the office shell');
  return session.user;
}

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · MYBOS Office`;
  }, [title]);
}

/** The header (who is signed in, the pages, signing out) around every page but sign-in's. */
export function Shell() {
  const user = useUser();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // A new page: its heading takes the focus, so a keyboard or screen-reader user starts there.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [location.pathname]);

  async function signOut(everywhere: boolean) {
    setBusy(true);
    setError('');
    try {
      await send('POST', everywhere ? '/sign-out-everywhere' : '/sign-out');
      navigate(`/sign-in?signed-out=${everywhere ? 'everywhere' : 'here'}`, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="office-header">
        <div className="office-header__bar">
          <p className="office-brand">MYBOS Office</p>
          <nav aria-label="Office">
            <ul className="office-nav">
              <li>
                <NavLink to="/registrations">Registrations</NavLink>
              </li>
              <li>
                <NavLink to="/counts">Counts</NavLink>
              </li>
              <li>
                <NavLink to="/gate">Gate</NavLink>
              </li>
              {user.role === 'admin' && (
                <li>
                  <NavLink to="/people">People</NavLink>
                </li>
              )}
            </ul>
          </nav>
          <div className="office-user">
            <p>
              <span className="visually-hidden">Signed in as </span>
              <strong>{user.name || user.email}</strong> <span className="role-tag">{user.role}</span>
            </p>
            <div className="office-user__actions">
              <button type="button" className="button button--quiet" disabled={busy} onClick={() => signOut(false)}>
                Sign out
              </button>
              <button type="button" className="button button--quiet" disabled={busy} onClick={() => signOut(true)}>
                Sign out everywhere
              </button>
            </div>
          </div>
        </div>
        <LiveMessage error={error} />
      </header>
      <main id="main" ref={main} className="office-main" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
    </>
  );
}
