import type { Widen } from '~/lib/widen';
import { ticketsContent as english } from '../tickets';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const ticketsContent: Widen<typeof english> = english;
