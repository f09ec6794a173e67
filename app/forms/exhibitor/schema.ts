import { z } from 'zod/mini';
import { boothSizes, maxLengths } from '~/content/forms';
import { blankValues, oneOf, optionalText, requiredEmail, requiredText } from '../fields';

/** Every field required except additionalRequests. */
export const exhibitorSchema = z.object({
  companyName: requiredText(maxLengths.text),
  contactPerson: requiredText(maxLengths.name),
  email: requiredEmail(),
  phoneNumber: requiredText(maxLengths.phone),
  boothSize: oneOf(boothSizes),
  productCategory: requiredText(maxLengths.text),
  additionalRequests: optionalText(maxLengths.freeText),
});

export type ExhibitorValues = z.input<typeof exhibitorSchema>;
export type Exhibitor = z.output<typeof exhibitorSchema>;

export const exhibitorDefaults: ExhibitorValues = blankValues(exhibitorSchema);
