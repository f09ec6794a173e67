import type { Widen } from '~/lib/widen';
import { conferenceContent as english } from '../conference';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const conferenceContent: Widen<typeof english> = english;
