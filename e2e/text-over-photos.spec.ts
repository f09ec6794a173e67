import { expect, test, type Locator } from './show-clock';
import sharp from 'sharp';
import { en } from './content';
import { visit } from './support';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/*
 * axe cannot judge text drawn over a photo (it reports it as "incomplete"), so this measures
 * it: each text is screenshotted with its glyphs made transparent, and its colour is compared
 * with what is actually painted behind it.
 */

type Rgb = [number, number, number];

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The contrast the text has against the 1 % least favourable pixels behind it (not a stray speck). */
async function contrastOverBackground(text: Locator) {
  const style = await text.evaluate((node) => {
    const computed = getComputedStyle(node);
    const parts = computed.color.match(/[\d.]+/g)!.map(Number);
    return { rgba: parts, fontSize: parseFloat(computed.fontSize), fontWeight: Number(computed.fontWeight) };
  });
  await text.evaluate((node) => node.style.setProperty('color', 'transparent', 'important'));
  const png = await text.screenshot({ animations: 'disabled' });
  await text.evaluate((node) => node.style.removeProperty('color'));

  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b, alpha = 1] = style.rgba as [number, number, number, number?];
  const ratios: number[] = [];
  for (let i = 0; i < data.length; i += info.channels) {
    const background: Rgb = [data[i]!, data[i + 1]!, data[i + 2]!];
    // Translucent text shows the background through it.
    const ink: Rgb = [r, g, b].map((value, k) => alpha * value + (1 - alpha) * background[k]!) as Rgb;
    ratios.push(contrast(ink, background));
  }
  ratios.sort((x, y) => x - y);
  const large = style.fontSize >= 24 || (style.fontSize >= 18.66 && style.fontWeight >= 700);
  return { ratio: ratios[Math.floor(ratios.length * 0.01)]!, required: large ? 3 : 4.5 };
}

async function expectReadable(texts: Locator, where = '') {
  for (const text of await texts.all()) {
    if (!(await text.isVisible())) continue;
    // Centred, so the sticky header is never in the screenshot of the text.
    await text.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    const { ratio, required } = await contrastOverBackground(text);
    expect(ratio, `"${await text.textContent()}" has ${ratio.toFixed(2)}:1${where}`).toBeGreaterThanOrEqual(required);
  }
}

/** Lets the lazy photos in a region load before anything is measured over them. */
async function photosLoaded(region: Locator) {
  await region.scrollIntoViewIfNeeded();
  for (const image of await region.locator('img').all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      region
        .locator('img')
        .evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  // Holds the slideshow on its first slide and the photo's slow zoom still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
});

// Every slide the content has is measured, so a photo an organiser adds is checked too.
test("the hero text keeps AA contrast over every slide's photo", async ({ page }) => {
  const { slides } = en.hero;
  const { slideshow } = en.hero.copy;
  // A measurement takes a few seconds per text: the time of one photo, per photo.
  test.setTimeout(30_000 * slides.length);
  const hero = page.getByRole('region', { name: await page.getByRole('heading', { level: 1 }).innerText() });
  const slide = (n: number) =>
    hero.getByRole('group', { name: fill(slideshow.slideLabel, { n, total: slides.length }), exact: true });
  for (let n = 1; n <= slides.length; n++) {
    if (n > 1) {
      await hero.getByRole('button', { name: fill(slideshow.showSlide, { n }), exact: true }).click();
      // The slide left behind fades out before it is hidden: measure once it is gone.
      await expect
        .poll(() =>
          hero
            .locator('[role="group"][aria-hidden="true"]')
            .evaluateAll((nodes) => nodes.every((node) => getComputedStyle(node).visibility === 'hidden')),
        )
        .toBe(true);
    }
    await expect(slide(n)).toBeVisible();
    await expect(slide(n).getByRole('img')).toHaveAttribute('alt', slides[n - 1]!.image.alt);
    await photosLoaded(slide(n));
    await expectReadable(hero.locator('h1, p'), ` over slide ${n}, ${slides[n - 1]!.image.picture.img.src}`);
  }
});

test('the event cards keep AA contrast over their photos', async ({ page }) => {
  const events = page.getByRole('region', { name: 'More than boats' });
  await photosLoaded(events);
  await expectReadable(events.getByRole('listitem').locator('h3, p'));
});
