import type { Widen } from '~/lib/widen';
import { shellContent as english } from '../shell';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const shellContent: Widen<typeof english> = english;
