import { readEditions } from '../app/content/read-editions.server';

/**
 * The site's words in both languages, read from content/ as the build reads them, so a test
 * expects what the pages show (photos are their file names here: tests read words).
 */
export const { en, ms } = readEditions();
