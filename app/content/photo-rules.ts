/**
 * The one size rule for the content's photos, and the frames each kind of photo is cropped to.
 * The content check (photo-problems.server.ts) refuses a photo that breaks the rule, the editor
 * (editor/decap-config.ts hands the numbers to editor/editor.js) refuses the upload with the
 * same words, and its crop-point preview draws these frames. docs/content-guide.md lists them.
 *
 * The rule: a photo has at least the pixels of the largest picture the site makes of it
 * (vite.config.ts's widths, in the frame it is drawn in), so no screen gets an upscaled photo.
 * Which rule applies is decided by the photo's folder under content/media, as the build
 * decides how to make its pictures (app/content/editions.server.ts: hero/ gets the full-bleed
 * widths and a phone crop).
 */

/** A frame a photo is drawn in, as the editor previews it: `width` × `height` CSS pixels. */
export type PhotoFrame = { label: string; width: number; height: number };

export type PhotoRule = {
  /** The smallest photo the build and the editor accept, in pixels. */
  minWidth: number;
  minHeight: number;
  /** The advice that goes with it, as the editor's hint and the guide say it. */
  advice: string;
  /** Where a phone and a desktop screen crop it, for the crop point's preview. */
  frames: PhotoFrame[];
};

/** Cards, boat pages and the gallery draw photos at 4:3, up to 1200 px wide (900 px tall). */
const cropped: PhotoRule = {
  minWidth: 1600,
  minHeight: 900,
  advice: 'at least 1600 × 900 px; 3:2 landscape suits every place it is shown',
  frames: [
    { label: 'Phone, 390 px wide', width: 358, height: 269 },
    { label: 'Desktop, 1280 px wide', width: 400, height: 300 },
  ],
};

export const photoRules = {
  /** Home page slides: full-bleed on a desktop (up to 1920 px wide), a tall 9:16 cut on a phone. */
  hero: {
    minWidth: 1920,
    minHeight: 1080,
    advice: 'at least 1920 × 1080 px; 16:9 landscape (2400 × 1350 is ideal)',
    frames: [
      { label: 'Phone, 390 px wide', width: 390, height: 740 },
      { label: 'Desktop, 1280 px wide', width: 1280, height: 800 },
    ],
  },
  /** The workshop's poster is shown whole, never cropped, up to 1200 px wide. */
  workshop: {
    minWidth: 1200,
    minHeight: 1600,
    advice: 'at least 1200 × 1600 px; 3:4 portrait, shown whole',
    frames: [],
  },
} satisfies Record<string, PhotoRule>;

/** The rule for the photos of a content/media folder (`hero`, `boats`…). */
export function photoRuleFor(folder: string): PhotoRule {
  return (photoRules as Record<string, PhotoRule>)[folder] ?? cropped;
}

/** The rule for a photo file as the content names it, `boats/sea-breeze.jpg`. */
export const photoRuleOf = (file: string) => photoRuleFor(file.split('/')[0] ?? '');

/** Why a photo of `size` breaks `rule`, in the words the build and the editor give; undefined if it does not. */
export function photoSizeProblem(rule: PhotoRule, size: { width: number; height: number }): string | undefined {
  if (size.width >= rule.minWidth && size.height >= rule.minHeight) return undefined;
  return `is ${size.width} × ${size.height} px, smaller than this place needs: ${rule.advice}`;
}
