import { z } from 'zod';
import { text } from '../fields';

/**
 * The boat finder on /all-boats: its filters (type, builder, length, guests), the sort and the
 * live count. The type and builder lists come from the boats themselves.
 */
export const boatFinderSchema = z.strictObject({
  /** The filters' name, for screen readers (a search landmark). */
  label: text,
  /** On phones the filters fold away behind this button, so the first boat stays in the first screen. */
  toggle: text,
  type: text,
  /** The type list's first choice: no filter. */
  allTypes: text,
  builder: text,
  allBuilders: text,
  /** The length fields, in metres. */
  minLength: text,
  maxLength: text,
  minGuests: text,
  sort: text,
  sorts: z.strictObject({
    /** The boats in the order the show office set (`order` in content/boats/). */
    featured: text,
    name: text,
    shortest: text,
    longest: text,
  }),
  /** Announced as the list changes: `{count}` boats shown. */
  count: z.strictObject({ one: text, other: text }),
  /** When no boat is left. */
  none: text,
  /** Takes every filter off (the sort stays). */
  clear: text,
});
