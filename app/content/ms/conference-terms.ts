import type { Widen } from '~/lib/widen';
import { conferenceTermsContent as english } from '../conference-terms';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const conferenceTermsContent: Widen<typeof english> = english;
