import type { Widen } from '~/lib/widen';
import { navigationContent as english } from '../navigation';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const navigationContent: Widen<typeof english> = english;
