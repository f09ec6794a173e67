import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { withoutReload } from '~/lib/chunk-reload-guard';

/** Builds a form's schema; what builds it (`definition-schema.ts`), and zod with it, arrive in their own chunk. */
export type SchemaLoader<Values extends FieldValues, Parsed> = () => Promise<z.ZodMiniType<Parsed, Values>>;

/**
 * A react-hook-form resolver whose validation code (zod, the zod resolver and the form's
 * schema, ~6 KB brotli) is fetched when first needed rather than with the page: a form's
 * page then loads no more script than any other page. `prepare` starts the fetch early, when
 * the form first takes focus, so a submit rarely waits for it. A failed fetch does not
 * reload the page (the form keeps what was typed and shows its failure alert); it is
 * forgotten, so the next attempt imports again.
 */
export function lazyResolver<Values extends FieldValues, Parsed>(load: SchemaLoader<Values, Parsed>) {
  let ready: Promise<Resolver<Values, unknown, Parsed>> | undefined;
  const resolverOnce = () =>
    // Each import is covered on its own: Promise.all settles at the first failure, and
    // the other import's failure would then reach the guard unexempted.
    (ready ??= Promise.all([withoutReload(() => import('@hookform/resolvers/zod')), withoutReload(load)]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Values, unknown, Parsed> = async (values, context, options) =>
    (await resolverOnce())(values, context, options);
  return {
    resolver,
    prepare() {
      // A failure here surfaces, and is retried, at the submit that needs the schema.
      resolverOnce().catch(() => undefined);
    },
  };
}
