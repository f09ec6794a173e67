import type { Widen } from '~/lib/widen';
import { exhibitorPerksContent as english } from '../exhibitor-perks';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const exhibitorPerksContent: Widen<typeof english> = english;
