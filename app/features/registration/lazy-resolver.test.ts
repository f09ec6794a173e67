import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod/mini';
import { langs } from '~/lib/lang';
import { lazyResolver } from './lazy-resolver';
import { formKit } from './test-samples';

const schema = z.object({ name: z.string().check(z.minLength(1, 'Name is required')) });
type Values = z.input<typeof schema>;
const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<Values>;

describe('lazyResolver', () => {
  it('loads the schema once, at first use, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const empty = await resolver({ name: '' }, undefined, options);
    expect(empty.errors.name?.message).toBe('Name is required');
    const filled = await resolver({ name: 'Aisyah' }, undefined, options);
    expect(filled).toEqual({ values: { name: 'Aisyah' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on prepare, before any validation', () => {
    const load = vi.fn(async () => schema);
    lazyResolver(load).prepare();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the validation when the schema cannot load, and loads again at the next attempt', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(schema);
    const { resolver, prepare } = lazyResolver<Values, Values>(load);
    prepare();
    await expect(resolver({ name: '' }, undefined, options)).rejects.toThrow('Failed to fetch');
    const retried = await resolver({ name: '' }, undefined, options);
    expect(retried.errors.name?.message).toBe('Name is required');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

// The forms build their starting values from their field lists, without the schema (which
// loads later): the two must name the same fields.
describe.each(langs)('form defaults (%s)', (lang) => {
  const { schemas, defaults } = formKit(lang);
  it.each(['publicVisitor', 'exhibitor', 'conference', 'ticket', 'interest'] as const)(
    '%s names every schema field',
    (form) => {
      expect(Object.keys(defaults[form]).sort()).toEqual(Object.keys(schemas[form].def.shape).sort());
    },
  );
});
