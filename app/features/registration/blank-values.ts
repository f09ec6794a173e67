/** Every field of a form empty: what it starts with and returns to once sent. */
export function blankValues<Name extends string>(fields: readonly { name: Name }[]): Record<Name, string> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;
}
