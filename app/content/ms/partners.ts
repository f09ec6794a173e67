import type { Widen } from '~/lib/widen';
import { partnersContent as english } from '../partners';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const partnersContent: Widen<typeof english> = english;
