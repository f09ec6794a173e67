import type { Widen } from '~/lib/widen';
import { marinasContent as english } from '../marinas';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const marinasContent: Widen<typeof english> = english;
