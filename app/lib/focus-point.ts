/**
 * A photo's crop point: the spot, in percent of its width (x, from the left) and height (y, from
 * the top), that stays in view wherever the photo is cropped to fill a frame of another shape.
 * It works as CSS `object-position` does: the point sits at the same percentage of the frame,
 * so a point at 70 % of the photo's width is at 70 % of the frame's width, and always in view.
 */
export type FocusPoint = { x: number; y: number };

/** Where a photo without a crop point is cropped: around its centre, as CSS does by default. */
export const centre: FocusPoint = { x: 50, y: 50 };

const percent = (value: number) => Math.min(100, Math.max(0, value));

/** The CSS `object-position` that crops around `focus`, e.g. `70% 50%`. */
export function objectPositionOf(focus: FocusPoint = centre): string {
  return `${percent(focus.x)}% ${percent(focus.y)}%`;
}
