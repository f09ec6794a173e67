import { countries as english } from '../countries';

// NOT YET TRANSLATED.
export const countries = english.map((name) => ({ value: name, label: name }));
