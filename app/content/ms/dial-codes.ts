import { defaultDialCode, dialCodes as english } from '../dial-codes';

// NOT YET TRANSLATED.
export const dialCodes = { all: english, default: defaultDialCode };
