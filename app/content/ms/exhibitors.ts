import type { Widen } from '~/lib/widen';
import { exhibitorsContent as english } from '../exhibitors';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const exhibitorsContent: Widen<typeof english> = english;
