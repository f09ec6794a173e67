import { z } from 'zod';
import { text } from '../fields';

/**
 * The site search: the header's button and its dialog (app/features/search/). The root
 * loader sends these words with every page, because the button is in the header. The
 * dialog's Close is the shell's (`shell.dialog.close`).
 */
export const searchSchema = z.strictObject({
  /** The header's button; on phones only its magnifier shows, and this is its name. */
  button: text,
  /** The dialog's heading. */
  title: text,
  /** The search field's label. */
  label: text,
  placeholder: text,
  /** Under the field: what can be found. */
  hint: text,
  /** While the search itself downloads, the first time the dialog opens. */
  loading: text,
  /** Announced with the results: `{count}` pages found. */
  count: z.strictObject({ one: text, other: text }),
  /** `{query}` is what the visitor typed. */
  none: text,
  /** The search could not download (offline before its first use); also under the button. */
  failed: text,
  retry: text,
  /** The list of results, for screen readers. */
  results: text,
  /** A result that leads to a section of its page: the page, then the section's heading. */
  inSection: text,
});
