import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './show-clock';
import { visit } from './support';

// Brochures linked from the content files, plus the promo video the home page plays.
const contentDir = new URL('../content/', import.meta.url);
const brochureLinks = [
  ...new Set(
    readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, contentDir), 'utf8').matchAll(/(\/brochures\/[a-z0-9-]+\.pdf)/g)].map(
          (m) => m[1]!,
        ),
      ),
  ),
  '/brochures/exhibitor-prospectus.pdf',
];

test('brochures and the promo video are served from the build', { tag: '@desktop' }, async ({ request }) => {
  expect(brochureLinks.length).toBeGreaterThanOrEqual(5);
  for (const url of brochureLinks) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString(), url).toBe('%PDF-');
  }
  for (const [url, type] of [
    ['/media/mybos-promo.mp4', 'video/mp4'],
    ['/media/mybos-promo.webm', 'video/webm'],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain(type);
    expect(Number(response.headers()['content-length']), url).toBeLessThan(4 * 1024 * 1024);
  }
});

/** Each hero slide's photo as drawn: every file its <picture> offers, and the one shown. */
const heroPhotos = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-roledescription="slide"] picture')].map((picture) => {
      const img = picture.querySelector('img')!;
      const candidates = [...picture.querySelectorAll('source'), img].flatMap((element) =>
        (element.getAttribute('srcset') ?? element.getAttribute('src') ?? '')
          .split(',')
          .map((candidate) => new URL(candidate.trim().split(' ')[0]!, location.href).pathname),
      );
      return {
        files: [...new Set(candidates)],
        // Empty until a lazy photo has chosen its file.
        shown: img.currentSrc ? new URL(img.currentSrc).pathname : '',
        portrait: img.naturalHeight > img.naturalWidth,
        loaded: img.complete && img.naturalWidth > 0,
      };
    }),
  );

/** Paths of the images the page requests from now on. */
function imageRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe('home hero photo', () => {
  const phone = (page: Page) => page.viewportSize()!.width <= 640;

  test.describe('before hydration', () => {
    // Without scripts the page stays as prerendered: what a visitor has before hydration.
    test.use({ javaScriptEnabled: false });

    test('is one file, the one drawn: the portrait crop on a phone, the landscape photo on a wide screen', async ({
      page,
    }) => {
      const requested = imageRequests(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const photos = await heroPhotos(page);
      expect(photos).toHaveLength(1);
      const [first] = photos;
      expect(first!.portrait).toBe(phone(page));
      expect(requested.filter((path) => first!.files.includes(path))).toEqual([first!.shown]);
    });
  });

  test('photos load one slide ahead of the slideshow, one file each, the crop that fits the screen', async ({
    page,
  }) => {
    const requested = imageRequests(page);
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    const oneFileEach = async (count: number) => {
      await expect
        .poll(async () => (await heroPhotos(page)).map((photo) => photo.loaded))
        .toEqual(Array(count).fill(true));
      await page.waitForLoadState('networkidle');
      const photos = await heroPhotos(page);
      expect(photos).toHaveLength(count);
      for (const photo of photos) {
        expect(photo.portrait, photo.shown).toBe(phone(page));
        expect(requested.filter((path) => photo.files.includes(path))).toEqual([photo.shown]);
      }
    };
    // The first slide and the next one; the third waits until the slideshow reaches the second.
    await oneFileEach(2);
    await page.getByRole('button', { name: 'Show slide 2' }).click();
    await oneFileEach(3);
  });
});
