import type { Widen } from '~/lib/widen';
import { pagesContent as english } from '../pages';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const pagesContent: Widen<typeof english> = english;
