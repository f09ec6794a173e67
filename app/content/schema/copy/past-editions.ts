import { z } from 'zod';
import { pageLink, text } from '../fields';

/** The Past editions page: how each edition is introduced and its highlights named. */
export const pastEditionsSchema = z.strictObject({
  edition: text,
  justEnded: text,
  venue: text,
  highlights: text,
  /** Where the edition that has just ended shows its highlights. */
  currentHighlights: pageLink,
});
