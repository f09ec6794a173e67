import type { Widen } from '~/lib/widen';
import { chairmanContent as english } from '../chairman';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const chairmanContent: Widen<typeof english> = english;
