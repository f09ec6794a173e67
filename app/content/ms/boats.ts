import type { Widen } from '~/lib/widen';
import { boatsContent as english } from '../boats';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const boatsContent: Widen<typeof english> = english;
