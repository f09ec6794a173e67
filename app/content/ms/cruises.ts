import type { Widen } from '~/lib/widen';
import { cruisesContent as english } from '../cruises';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const cruisesContent: Widen<typeof english> = english;
