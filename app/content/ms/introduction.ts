import type { Widen } from '~/lib/widen';
import { introductionContent as english } from '../introduction';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const introductionContent: Widen<typeof english> = english;
