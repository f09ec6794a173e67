import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentSchema } from './schema/content-schema';
import { fieldKinds } from './schema/fields';
import { pageLinkKeys } from './localize';

/** Every field name whose value is a link to a page of the site, in every schema. */
function pageLinkNames(schema: z.ZodType, names = new Set<string>()): Set<string> {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodArray) return pageLinkNames(inner.element as z.ZodType, names);
  if (inner instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(inner.shape)) {
      const unwrapped = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
      if (fieldKinds.get(unwrapped) === 'pageLink') names.add(name);
      else pageLinkNames(unwrapped, names);
    }
  }
  return names;
}

describe('links to pages', () => {
  it('are localized for Malay under every name the schemas give them', () => {
    const schemas = [contentSchema.site, contentSchema.pages, ...Object.values(contentSchema.copy)];
    const names = new Set(schemas.flatMap((schema) => [...pageLinkNames(schema)]));
    for (const schema of Object.values(contentSchema.collections)) pageLinkNames(schema, names);
    expect(names.size).toBeGreaterThan(2);
    expect([...names].filter((name) => !pageLinkKeys.has(name))).toEqual([]);
  });
});
