import type { Widen } from '~/lib/widen';
import { heroContent as english } from '../hero';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const heroContent: Widen<typeof english> = english;
