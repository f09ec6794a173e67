import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { readEditions } from '~/content/read-editions.server';
import { localizedPath, type Lang } from '~/lib/lang';

const editions = readEditions();

/**
 * Renders a component as a page would: inside a route whose loader hands it the whole
 * edition of that language, at a URL of that language (useContent and useLang read both).
 * Resolves once the route has rendered. For component tests only (`@vitest-environment`).
 */
export async function renderWithContent(ui: ReactElement, { lang = 'en' as Lang } = {}) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <div data-testid="page">{ui}</div>,
      loader: () => ({ lang, content: editions[lang] }),
      HydrateFallback: () => null,
    },
  ]);
  const result = render(<Stub initialEntries={[localizedPath('/test', lang)]} />);
  await screen.findByTestId('page');
  // The route renders after its loader, outside act(): let its effects (a store's
  // subscription, say) run before the test clicks anything.
  await act(async () => {});
  return result;
}
