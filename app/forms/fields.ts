import { z } from 'zod';
import { maxLengths, messages } from '~/content/forms';

/** The WHATWG rule `type="email"` applies, so a value the browser accepts is accepted here too. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const tooLong = (max: number) => `Please keep this under ${max + 1} characters`;

/** Required text: whitespace alone counts as empty; the value is sent trimmed. */
export const requiredText = (max: number, message: string = messages.required) =>
  z.string().trim().min(1, message).max(max, tooLong(max));

export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max));

export const requiredEmail = (message: string = messages.required) =>
  requiredText(maxLengths.email, message).refine(
    (value) => value === '' || emailPattern.test(value),
    messages.invalidEmail,
  );

/** One of a fixed list of options; the empty placeholder option counts as missing. */
export const oneOf = (options: readonly string[], message: string = messages.required) =>
  z.string().refine((value) => options.includes(value), message);
