import type { Widen } from '~/lib/widen';
import { accessibilityContent as english } from '../accessibility';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const accessibilityContent: Widen<typeof english> = english;
