import type { Widen } from '~/lib/widen';
import { galleryContent as english } from '../gallery';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const galleryContent: Widen<typeof english> = english;
