import type { Widen } from '~/lib/widen';
import { featuredEventsContent as english } from '../featured-events';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const featuredEventsContent: Widen<typeof english> = english;
