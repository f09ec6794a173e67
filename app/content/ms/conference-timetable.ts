import type { Widen } from '~/lib/widen';
import { conferenceTimetableContent as english } from '../conference-timetable';

// NOT YET TRANSLATED: the English namespace stands in until the Malay one is written here.
export const conferenceTimetableContent: Widen<typeof english> = english;
