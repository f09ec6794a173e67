import type { Widen } from '~/lib/widen';
import { strategicContent as english } from '../strategic';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const strategicContent: Widen<typeof english> = english;
