import type { Widen } from '~/lib/widen';
import { homeContent as english } from '../home';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const homeContent: Widen<typeof english> = english;
