import type { Widen } from '~/lib/widen';
import { workshopContent as english } from '../workshop';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const workshopContent: Widen<typeof english> = english;
