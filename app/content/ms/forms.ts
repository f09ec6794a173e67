import type { Widen } from '~/lib/widen';
import { formsContent as english } from '../forms';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const formsContent: Widen<typeof english> = english;
