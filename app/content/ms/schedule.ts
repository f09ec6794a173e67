import type { Widen } from '~/lib/widen';
import { scheduleContent as english } from '../schedule';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const scheduleContent: Widen<typeof english> = english;
