import type { Widen } from '~/lib/widen';
import { siteContent as english } from '../site';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const siteContent: Widen<typeof english> = english;
