import { expect, test, type Page } from './show-clock';
import { en } from './content';

const { home: homeContent, site, hero, pages } = en;
import { showPhase } from '../app/features/lifecycle/show-phase';
import { hydrated, visit, watchConsole } from './support';

// The slides, their photos and the partners are read from the content, so a fourth hero photo
// or a renamed partner keeps these tests green.
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const slides = hero.slides;
const slide = (page: Page, n: number) =>
  page.getByRole('group', { name: fill(hero.copy.slideshow.slideLabel, { n, total: slides.length }), exact: true });
/** The slide after slide `n`, counting from 1: the first after the last. */
const after = (n: number) => (n % slides.length) + 1;
/** A photo's file name without folder and extension: the build names its files after it. */
const photoName = (n: number) =>
  slides[n - 1]!.image.picture.img.src.split('/')
    .at(-1)!
    .replace(/\.\w+$/, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The countdown's target and words are the content's; the specification fixes them for 2026
// (4 Feb 2026 00:00 Malaysia time, 'SEE YOU IN 2026!!'), and the content holds those values.
const target = Date.parse(site.countdownTarget);
const { countdown: countdownCopy } = homeContent;
const { units } = countdownCopy;
const { video, followUs } = homeContent;
const hour = 3_600_000;
const day = 24 * hour;

/** Opens the home page with Playwright's clock installed, then stops time so only the test moves it. */
async function visitWithStoppedClock(page: Page, start = target - 25 * day) {
  await page.clock.install({ time: start });
  await visit(page, '/');
  await page.clock.pauseAt(start + 60_000);
}

test.describe('prerendered home page', () => {
  test('has the hero, its first slide as an eager, preloaded image, and no time-dependent text', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`${pages.home.heading}</h1>`);
    // One preload per crop of the first photo, each with its <source>'s media, so one is fetched.
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads.map((tag) => tag.match(/ media="([^"]*)"/)?.[1])).toEqual([
      '(max-width: 640px)',
      'not all and (max-width: 640px)',
    ]);
    const first = escape(photoName(1));
    for (const preload of preloads) expect(preload).toMatch(new RegExp(`fetchPriority="high"[^>]*/${first}-`));
    expect(html).toMatch(new RegExp(`<img src="/assets/${first}-[^"]*"[^>]*loading="eager"[^>]*fetchPriority="high"`));
    expect(html).toContain(`aria-label="${fill(hero.copy.slideshow.slideLabel, { n: 1, total: slides.length })}"`);
    // The later slides' photos wait for hydration, so they cannot delay the first one. (The
    // route data, in scripts, names them and the expiry line: only the markup matters here.)
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (let n = 2; n <= slides.length; n++) expect(markup).not.toContain(`/${photoName(n)}-`);
    expect(markup).not.toContain(countdownCopy.expired);
    // The HTML shows the show's phase when it was built (today, give or take the build):
    // the countdown's placeholders before the show, the thanks once it is over.
    const { startDate, endDate, dailyHours } = site.edition;
    const phase = showPhase(Date.now(), { startDate, endDate, dailyHours, utcOffset: site.timeZone.utcOffset });
    if (phase.kind === 'ended') expect(markup).toContain(`${homeContent.ended.heading}</h2>`);
    else expect(html).toContain('>--</span>');
  });

  test('hydrates without console errors or hydration warnings', async ({ page }) => {
    const problems = watchConsole(page);
    await page.clock.install({ time: target - 14 * day - 14 * hour });
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.home.heading);
    await expect(page.getByRole('region', { name: countdownCopy.heading }).getByRole('listitem').first()).toHaveText(
      `14 ${units.days}`,
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('has one h1 and an h2 for every section, in the required order', { tag: '@desktop' }, async ({ page }) => {
    await visit(page, '/');
    // The order is the specification's (its page table); the headings are the content's.
    const { partners, boats, events, showcase, gallery } = homeContent;
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      countdownCopy.heading,
      partners.heading,
      video.heading,
      boats.heading,
      events.heading,
      showcase.heading,
      gallery.heading,
    ]);
  });
});

test.describe('hero slideshow', () => {
  // The slideshow's own motion is under test here (the tests default to reduced motion:
  // playwright.config.ts).
  test.use({ reducedMotion: 'no-preference' });

  test('advances every interval, stops when paused and starts again on Play', { tag: '@desktop' }, async ({ page }) => {
    const { intervalMs } = hero;
    const { slideshow } = hero.copy;
    await visitWithStoppedClock(page);
    await page.getByRole('button', { name: fill(slideshow.showSlide, { n: 2 }), exact: true }).click();
    await expect(slide(page, 2)).toBeVisible();
    await expect(slide(page, 2).getByRole('img')).toHaveAttribute('alt', slides[1]!.image.alt);
    await expect(slide(page, 1)).toHaveCount(0);

    await page.clock.runFor(intervalMs - 1);
    await expect(slide(page, 2)).toBeVisible();
    await page.clock.runFor(1);
    const third = after(2);
    await expect(slide(page, third)).toBeVisible();
    await expect(slide(page, 2)).toHaveCount(0);

    await page.getByRole('button', { name: slideshow.pause }).click();
    await page.clock.runFor(intervalMs * 4);
    await expect(slide(page, third)).toBeVisible();

    await page.getByRole('button', { name: slideshow.play }).click();
    await page.clock.runFor(intervalMs);
    await expect(slide(page, after(third))).toBeVisible();
  });

  test('holds still for reduced motion until the visitor presses Play', { tag: '@desktop' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visitWithStoppedClock(page);
    await page.clock.runFor(hero.intervalMs * 3);
    await expect(slide(page, 1)).toBeVisible();
    await page.getByRole('button', { name: hero.copy.slideshow.play }).click();
    await page.clock.runFor(hero.intervalMs);
    await expect(slide(page, 2)).toBeVisible();
  });

  test(
    'shows the slide caption over the photo, not under its darkening layer',
    { tag: '@desktop' },
    async ({ page }) => {
      await visit(page, '/');
      const caption = slide(page, 1).getByRole('paragraph');
      await expect(caption).toBeVisible();
      // The hero section paints the darkening layer; in the stack of boxes at the caption's
      // middle (topmost first), the caption must come before any layer its section paints.
      const captionOnTop = await caption.evaluate((node) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        const stack = document.elementsFromPoint(x + width / 2, y + height / 2);
        return stack.indexOf(node) >= 0 && stack.indexOf(node) < stack.indexOf(node.closest('section')!);
      });
      expect(captionOnTop).toBe(true);
    },
  );

  test('offers the calls to action', async ({ page }) => {
    await visit(page, '/');
    for (const action of hero.copy.actions) {
      await expect(page.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', action.to);
    }
    expect(hero.copy.eyebrow).toContain(site.edition.datesLabel);
    await expect(page.getByText(hero.copy.eyebrow, { exact: true })).toBeVisible();
  });
});

test.describe('countdown', { tag: '@desktop' }, () => {
  const countdown = (page: Page) => page.getByRole('region', { name: countdownCopy.heading });

  test('shows days, hours, minutes and seconds to the first show day, 00:00 Malaysia time', async ({ page }) => {
    expect(site.countdownTarget).toBe(`${site.edition.startDate}T00:00:00${site.timeZone.utcOffset}`);
    await page.clock.setFixedTime(target - 2 * day - 12 * hour);
    await visit(page, '/');
    await expect(countdown(page).getByRole('listitem')).toHaveText([
      `2 ${units.days}`,
      `12 ${units.hours}`,
      `00 ${units.minutes}`,
      `00 ${units.seconds}`,
    ]);
  });

  test('is the same instant for a visitor in another time zone', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await page.clock.setFixedTime(target - hour - 90_000);
    await visit(page, '/');
    await expect(countdown(page).getByRole('listitem')).toHaveText([
      `0 ${units.days}`,
      `01 ${units.hours}`,
      `01 ${units.minutes}`,
      `30 ${units.seconds}`,
    ]);
    await context.close();
  });

  test('updates every second and says SEE YOU IN 2026!! from the target on', async ({ page }) => {
    await page.clock.install({ time: target - 120_000 });
    await visit(page, '/');
    await page.clock.pauseAt(target - 4500);
    const seconds = countdown(page).getByRole('listitem').filter({ hasText: units.seconds });
    await expect(seconds).toHaveText(`04 ${units.seconds}`);
    await page.clock.runFor(1000);
    await expect(seconds).toHaveText(`03 ${units.seconds}`);
    await page.clock.runFor(4000);
    await expect(countdown(page).getByText(countdownCopy.expired)).toBeVisible();
    await expect(countdown(page).getByRole('listitem')).toHaveCount(0);
  });

  test('shows SEE YOU IN 2026!! after the show has opened', async ({ page }) => {
    await page.clock.setFixedTime(target + day + 9 * hour);
    await visit(page, '/');
    await expect(countdown(page).getByText(countdownCopy.expired)).toBeVisible();
  });
});

test.describe('partners', () => {
  test('shows every partner wordmark with an accessible name', async ({ page }) => {
    await visit(page, '/');
    const partners = page.getByRole('region', { name: homeContent.partners.heading });
    await expect(partners.getByRole('img')).toHaveCount(en.partners.length);
    for (const { name } of en.partners) {
      await expect(partners.getByRole('img', { name, exact: true })).toBeVisible();
    }
    // Each mark is a symbol of the partners' sprite: it has a size only once the sprite loaded
    // and holds that symbol.
    for (const logo of await partners.getByRole('img').all()) {
      await expect
        .poll(() => logo.locator('use').evaluate((use: SVGUseElement) => use.getBBox().width))
        .toBeGreaterThan(0);
    }
  });
});

test.describe('promo video', { tag: '@desktop' }, () => {
  test('swaps the poster for an autoplaying video on click, and loads no video before', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (video.sources.some(({ src }) => request.url().endsWith(src))) videoRequests.push(request.url());
    });
    await visit(page, '/');
    const region = page.getByRole('region', { name: video.heading });
    await region.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(region.locator('video')).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    await region.getByRole('button', { name: video.play }).click();
    const player = region.locator('video');
    await expect(player).toBeVisible();
    await expect(region.getByRole('button', { name: video.play })).toHaveCount(0);
    await expect(player).toHaveAttribute('controlslist', /\bnodownload\b/);
    await expect(player).toHaveJSProperty('autoplay', true);
    await expect(player).toHaveJSProperty('controls', true);
    await expect(player).toHaveJSProperty('playsInline', true);
    for (const { src, type } of video.sources) {
      await expect(player.locator(`source[type="${type}"]`)).toHaveAttribute('src', src);
    }
    await expect(player).toBeFocused();
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  });
});

test.describe('Follow Us', () => {
  const button = (page: Page) => page.getByRole('button', { name: followUs.label });
  const instagram = (page: Page) =>
    page
      .getByRole('list', { name: followUs.label })
      .getByRole('link', { name: new RegExp(`^${followUs.networks.instagram}`) });

  test('hover opens it; leaving closes it after 300 ms', { tag: '@desktop' }, async ({ page }) => {
    await visitWithStoppedClock(page);
    await button(page).hover();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(instagram(page)).toBeVisible();
    await page.mouse.move(5, 500);
    await page.clock.runFor(299);
    await expect(instagram(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(instagram(page)).toBeHidden();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('stays open when the pointer comes back within 300 ms', { tag: '@desktop' }, async ({ page }) => {
    await visitWithStoppedClock(page);
    await button(page).hover();
    await page.mouse.move(5, 500);
    await page.clock.runFor(200);
    await button(page).hover();
    await page.clock.runFor(1000);
    await expect(instagram(page)).toBeVisible();
  });

  test('a click toggles it and its links open the social pages in a new tab', { tag: '@desktop' }, async ({ page }) => {
    await visitWithStoppedClock(page);
    await button(page).click();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(instagram(page)).toHaveAttribute('href', site.social.instagram);
    await expect(instagram(page)).toHaveAttribute('target', '_blank');
    await expect(instagram(page)).toHaveAttribute('rel', /noopener/);
    const facebook = page
      .getByRole('list', { name: followUs.label })
      .getByRole('link', { name: new RegExp(`^${followUs.networks.facebook}`) });
    await expect(facebook).toHaveAttribute('href', site.social.facebook);
    await button(page).click();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(instagram(page)).toBeHidden();
  });

  test('fetches its icons only when it first opens', { tag: '@desktop' }, async ({ page }) => {
    const icons: number[] = [];
    page.on('response', (response) => {
      if (/\/assets\/social-[\w-]+\.svg$/.test(new URL(response.url()).pathname)) icons.push(response.status());
    });
    await visitWithStoppedClock(page);
    await page.waitForLoadState('networkidle');
    expect(icons).toEqual([]);
    await button(page).click();
    await expect(instagram(page)).toBeVisible();
    await expect.poll(() => icons).toEqual([200]);
  });

  test('a click outside closes it, and so does Escape', { tag: '@desktop' }, async ({ page }) => {
    await visitWithStoppedClock(page);
    await button(page).click();
    await expect(instagram(page)).toBeVisible();
    await page.mouse.click(5, 500);
    await expect(instagram(page)).toBeHidden();

    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect(instagram(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(instagram(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });
});

test.describe('Follow Us on a touch screen', { tag: '@mobile' }, () => {
  test.use({ hasTouch: true });

  test('a tap toggles it, without hover behaviour', async ({ page }) => {
    await visitWithStoppedClock(page);
    await button(page).tap();
    await expect(instagram(page)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(instagram(page)).toBeVisible();
    await button(page).tap();
    await expect(instagram(page)).toBeHidden();
  });

  function button(page: Page) {
    return page.getByRole('button', { name: followUs.label });
  }
  function instagram(page: Page) {
    return page
      .getByRole('list', { name: followUs.label })
      .getByRole('link', { name: new RegExp(`^${followUs.networks.instagram}`) });
  }
});

test('the page stays usable after hydration from a deep scroll', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('region', { name: homeContent.gallery.heading }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: homeContent.gallery.viewAll.label })).toBeVisible();
});
