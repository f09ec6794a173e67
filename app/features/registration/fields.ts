import { z } from 'zod/mini';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';

// Our CSP forbids eval, and even zod's caught `new Function` probe is reported as a CSP
// violation. zod/mini's objects compile no validators, but `jitless` is zod's one global switch
// for every path that would (classic objects, `zod/compile`). Every schema imports this module,
// so this runs first.
z.config({ jitless: true });

export type FormsContent = Edition['forms'];
export type Option = { readonly value: string; readonly label: string };

/** The WHATWG rule `type="email"` applies, so a value the browser accepts is accepted here too. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The field rules every form uses, speaking the page's language. */
export function validators({ messages, maxLengths }: FormsContent) {
  const tooLong = (max: number) => fill(messages.tooLong, { max: max + 1 });

  /** Required text: whitespace alone counts as empty; the value is sent trimmed. */
  const requiredText = (max: number, message: string = messages.required) =>
    z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));

  return {
    requiredText,
    optionalText: (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLong(max))),
    requiredEmail: (message: string = messages.required) =>
      requiredText(maxLengths.email, message).check(
        z.refine((value) => value === '' || emailPattern.test(value), messages.invalidEmail),
      ),
    /** One of a fixed list of options; the empty placeholder option counts as missing. */
    oneOf: (options: readonly Option[], message: string = messages.required) =>
      z.string().check(z.refine((value) => options.some((option) => option.value === value), message)),
  };
}
