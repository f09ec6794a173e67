import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/root';

/**
 * What the root loader (app/root.tsx) hands every page, as the browser receives it. Derived
 * from the loader itself, so the type cannot promise a namespace the root does not load.
 */
export type RootLoaderData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/** The namespaces every page has: the shell's words, the site's facts, the menus, the error page. */
export type RootContent = RootLoaderData['content'];

/**
 * The root's content, in the page's language. Safe anywhere in the app: the root loader runs
 * for every page. A page's own namespaces are not here; its route passes them down as props.
 */
export function useRootContent(): RootContent {
  const root = useRouteLoaderData<typeof loader>('root');
  // Only a component rendered outside the app's router gets here (a test without test-render).
  if (!root) throw new Error('useRootContent needs the root route: render inside the app or with test-render.');
  return root.content;
}
