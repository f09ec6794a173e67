/**
 * The shape of an `as const` value with its literal strings and numbers widened, so another
 * language's edition must have the same keys and structure but may say other words:
 * `const ms: Widen<typeof en> = …` fails to compile when a message is missing.
 */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? readonly Widen<Item>[]
        : T extends object
          ? { readonly [Key in keyof T]: Widen<T[Key]> }
          : T;
