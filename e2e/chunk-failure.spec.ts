import { expect, test, type Page } from './show-clock';
import { followFooterLink, hydrated } from './support';

/** The URL of a route's script chunk, from the manifest React Router puts in the page. */
async function routeModuleUrl(page: Page, routeId: string) {
  const path = await page.evaluate(
    (id) =>
      (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest.routes[id]?.module,
    routeId,
  );
  expect(path).toBeTruthy();
  return new URL(path!, page.url()).href;
}

test(
  'a route chunk that fails once reloads the page, and the next try works',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const chunk = await routeModuleUrl(page, 'routes/conference/route');
    await page.route(chunk, (route) => route.abort('failed'), { times: 1 });

    const reloaded = page.waitForEvent('load');
    await followFooterLink(page, 'Conference');
    await reloaded;
    await hydrated(page);

    await followFooterLink(page, 'Conference');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malaysia Yachting Conference @ LIMA 2025');
  },
);

test('a route chunk that keeps failing shows why instead of reloading again', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const chunk = await routeModuleUrl(page, 'routes/conference/route');
  await page.route(chunk, (route) => route.abort('failed'));

  const reloaded = page.waitForEvent('load');
  await followFooterLink(page, 'Conference');
  await reloaded;
  await hydrated(page);

  await followFooterLink(page, 'Conference');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText(/Loading chunk failed \(TypeError: .+\)/)).toBeVisible();
});
