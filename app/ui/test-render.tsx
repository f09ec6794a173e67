import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import type { Edition } from '~/content/edition';
import { readEditions } from '~/content/read-editions.server';
import type { RootLoaderData } from '~/content/use-root-content';
import { rootData } from '~/data/root-data';
import { localizedPath, type Lang } from '~/lib/lang';

const editions = readEditions();

/**
 * A language's whole edition, for a test to hand a component the words its route would
 * (`labels={testEdition('ms').shell.pager}`): components take their page's content as props.
 */
export function testEdition(lang: Lang = 'en'): Edition {
  return editions[lang];
}

/**
 * Renders a component as a page would: under a root route whose loader hands it what the
 * app's root loader does (app/data/root-data.ts, so useRootContent reads the shell's words),
 * at a URL of that language (useLang). Resolves once the route has rendered. For component
 * tests only (`@vitest-environment`).
 */
export async function renderWithContent(ui: ReactElement, { lang = 'en' as Lang } = {}) {
  const root: RootLoaderData = rootData(lang, editions[lang], Date.now());
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path: '*', Component: () => <div data-testid="page">{ui}</div> }],
    },
  ]);
  const result = render(<Stub initialEntries={[localizedPath('/test', lang)]} />);
  await screen.findByTestId('page');
  // The route renders after its loader, outside act(): let its effects (a store's
  // subscription, say) run before the test clicks anything.
  await act(async () => {});
  return result;
}
