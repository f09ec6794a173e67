import { expect, test, type Page } from './show-clock';
import { visit } from './support';

// app/content/gallery.ts imports images, which Playwright cannot load: its captions are repeated here.
const galleryCategories = [
  { id: 'marina', title: 'The Marina' },
  { id: 'boats', title: 'Boats on Show' },
  { id: 'events', title: 'Events & Experiences' },
];
const galleryImages = [
  'Yachts moored along the pier at the Royal Langkawi Yacht Club at sunrise',
  'An aerial view of the marina basin with rows of white yachts',
  'The palm-lined boardwalk beside the marina at golden hour',
  'Sailing masts silhouetted against an orange sunset sky',
  'Calm turquoise water in the harbour with limestone hills behind',
  'Visitors walking along the floating pontoons between yachts',
  'The marina lit up at night with reflections on the water',
  'A yacht tender gliding into the harbour past the breakwater',
  'A superyacht dressed with flags for the opening day',
  'Two sailing catamarans side by side on the display pier',
  'The polished teak deck of a classic sailing yacht',
  'A line of sports speedboats ready for sea trials',
  'An explorer yacht with its tender launched beside it',
  'A motor yacht flybridge overlooking the show pontoons',
  'A sailing yacht leaving the marina under a blue spinnaker',
  'A power catamaran cruising past the show at dusk',
  ...Array.from({ length: 8 }, () => null),
].map((alt, index) => ({
  category: galleryCategories[Math.floor(index / 8)]!.id,
  image: { alt: alt ?? '' },
}));

const inCategory = (id: string) => galleryImages.filter((image) => image.category === id);
const marina = inCategory('marina');
const boats = inCategory('boats');

const thumb = (page: Page, alt: string) => page.getByRole('main').getByRole('button', { name: alt, exact: true });

async function expectShowing(page: Page, title: string, position: number, total: number, alt: string) {
  const dialog = page.getByRole('dialog', { name: `${title}, photo ${position} of ${total}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: alt, exact: true })).toBeVisible();
  return dialog;
}

test('/gallery-all groups the photos by category under headings, each one a button', async ({ page }) => {
  await visit(page, '/gallery-all');
  for (const category of galleryCategories) {
    const section = page.getByRole('region', { name: category.title });
    await expect(section.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
    await expect(section.getByRole('button')).toHaveCount(inCategory(category.id).length);
  }
  expect(galleryImages.length).toBeGreaterThanOrEqual(24);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(galleryImages.length);
});

test('the lightbox opens on a photo; Previous image wraps within its category; Escape closes and refocuses', async ({
  page,
}) => {
  await visit(page, '/gallery-all');
  const first = marina[0]!;
  const last = marina.at(-1)!;
  await thumb(page, first.image.alt).click();
  await expectShowing(page, 'The Marina', 1, marina.length, first.image.alt);
  const dialog = page.getByRole('dialog');

  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expectShowing(page, 'The Marina', marina.length, marina.length, last.image.alt);

  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expectShowing(page, 'The Marina', 1, marina.length, first.image.alt);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expectShowing(page, 'The Marina', 2, marina.length, marina[1]!.image.alt);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumb(page, first.image.alt)).toBeFocused();
});

test('the arrow keys move within the category and wrap; Close closes and refocuses', async ({ page }) => {
  await visit(page, '/gallery-all');
  const last = boats.at(-1)!;
  await thumb(page, last.image.alt).click();
  await expectShowing(page, 'Boats on Show', boats.length, boats.length, last.image.alt);

  // Past the last boat comes the first boat, not the first event photo.
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, 'Boats on Show', 1, boats.length, boats[0]!.image.alt);
  await page.keyboard.press('ArrowLeft');
  await expectShowing(page, 'Boats on Show', boats.length, boats.length, last.image.alt);
  await page.keyboard.press('ArrowLeft');
  await expectShowing(page, 'Boats on Show', boats.length - 1, boats.length, boats.at(-2)!.image.alt);

  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumb(page, last.image.alt)).toBeFocused();

  // The keys do nothing once the lightbox is closed.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a click on the backdrop closes the lightbox', async ({ page }) => {
  await visit(page, '/gallery-all');
  await thumb(page, marina[2]!.image.alt).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.click(3, 3);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumb(page, marina[2]!.image.alt)).toBeFocused();
});
