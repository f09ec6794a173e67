import { expect, test, type Locator } from './show-clock';
import { en, ms } from './content';
import { boatPath } from '../app/features/boats/boat-path';
import { fill } from '../app/lib/lang';
import { visit } from './support';

// Each photo is cropped around the crop point its content gives it (`image.focus`, as CSS
// `object-position`), on phones (390 px, the `mobile` project) and desktops alike; a photo
// without one around its centre. The points, the slides and the boats are read from content/.
const centre = '50% 50%';
const cropOf = (image: { position?: string }) => image.position ?? centre;

/** The drawn crop of an `<img>`: its object-position, and the file the browser chose. */
const drawn = (img: Locator) =>
  img.evaluate((element: HTMLImageElement) => {
    const fromPortrait = [...(element.parentElement?.querySelectorAll('source[media]') ?? [])].some((source) =>
      (source as HTMLSourceElement).srcset.includes(element.currentSrc.replace(location.origin, '')),
    );
    return { position: getComputedStyle(element).objectPosition, fromPortrait };
  });

for (const [lang, edition] of [
  ['en', en],
  ['ms', ms],
] as const) {
  test(`${lang}: every home page slide is cropped around its crop point`, async ({ page }) => {
    const { slides, copy } = edition.hero;
    // Read from the content, so a test that passes is one the crop points shape.
    expect(slides.some((slide) => slide.image.position && slide.image.position !== centre)).toBe(true);
    await visit(page, lang === 'en' ? '/' : '/ms');
    const slideshow = page.getByRole('group', { name: copy.slideshow.label });
    for (const [index, slide] of slides.entries()) {
      const label = fill(copy.slideshow.slideLabel, { n: index + 1, total: slides.length });
      if (index > 0) await page.getByRole('button', { name: fill(copy.slideshow.showSlide, { n: index + 1 }) }).click();
      const photo = slideshow.getByRole('group', { name: label }).getByRole('img', { name: slide.image.alt });
      await expect(photo).toBeVisible();
      await expect(photo).toHaveJSProperty('complete', true);
      const { position, fromPortrait } = await drawn(photo);
      expect(position, slide.id).toBe(cropOf(slide.image));
      // Phones draw the portrait cut around the same point (scripts/hero-portraits.ts).
      expect(fromPortrait, slide.id).toBe(page.viewportSize()!.width <= 640);
    }
  });

  test(`${lang}: a boat's photo is cropped around its crop point on its page and its card`, async ({ page }) => {
    const boats = edition.boats.all;
    const withPoint = boats.find((boat) => boat.image.position && boat.image.position !== centre);
    const without = boats.find((boat) => !boat.image.position);
    expect(withPoint, 'a boat of the content with a crop point').toBeDefined();
    for (const boat of [withPoint!, ...(without ? [without] : [])]) {
      await visit(page, boatPath(boat.id, lang));
      const photo = page.getByRole('main').getByRole('img', { name: boat.image.alt }).first();
      await expect(photo).toBeVisible();
      expect((await drawn(photo)).position, boat.id).toBe(cropOf(boat.image));
    }
    await visit(page, lang === 'en' ? '/all-boats' : '/ms/all-boats');
    const card = page.getByRole('img', { name: withPoint!.image.alt }).first();
    await card.scrollIntoViewIfNeeded();
    expect((await drawn(card)).position).toBe(cropOf(withPoint!.image));
  });
}
