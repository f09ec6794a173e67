import type { z } from 'zod/mini';
import type { Edition } from '~/content/edition';
import { showDates } from '~/features/lifecycle/show-phase';
import { definitionSchema } from '~/features/registration/definition-schema';
import type { Lang } from '~/lib/lang';
import { conferenceForm } from '~/routes/conference/form/definition';
import { exhibitorForm } from '~/routes/exhibitor-registration/form/definition';
import { publicVisitorForm } from '~/routes/public-registration/form/definition';
import { interestForm } from '~/routes/register-interest/form/definition';
import { ticketSchema, type TicketOrder } from '~/routes/ticket/form/schema';
import { tripId } from '~/routes/ticket/form/trip-id';
import { findUnknownKey, isRecord } from './unknown-keys';
import { registrationDeadlines, registrationWindows } from './windows';

export const kinds = ['visitor', 'exhibitor', 'conference', 'ticket', 'interest'] as const;
export type Kind = (typeof kinds)[number];
export const langs = ['en', 'ms'] as const satisfies readonly Lang[];

/** Seats an order takes on one trip. */
export type Seat = { tripId: string; pax: number };

export type Refusal = { error: 'invalid' | 'unknown_field'; field: string; message: string };
export type Checked = { ok: true; data: unknown; seats: Seat[] } | ({ ok: false } & Refusal);
export type Envelope = { kind: Kind; lang: Lang; data: Record<string, unknown> };

const envelopeKeys = new Set(['kind', 'lang', 'data']);

/** The request body's own fields: `kind`, `lang` and `data`, nothing else. */
export function checkEnvelope(body: unknown): ({ ok: true } & Envelope) | ({ ok: false } & Refusal) {
  if (!isRecord(body)) return { ok: false, error: 'invalid', field: 'body', message: 'must be a JSON object' };
  const unknown = Object.keys(body).find((key) => !envelopeKeys.has(key));
  if (unknown !== undefined) return { ok: false, error: 'unknown_field', field: unknown, message: 'is not a field' };
  const { kind, lang, data } = body;
  if (!kinds.includes(kind as Kind)) {
    return { ok: false, error: 'invalid', field: 'kind', message: `must be one of ${kinds.join(', ')}` };
  }
  if (!langs.includes(lang as Lang)) return { ok: false, error: 'invalid', field: 'lang', message: 'must be en or ms' };
  if (!isRecord(data))
    return { ok: false, error: 'invalid', field: 'data', message: "must be an object of the form's fields" };
  return { ok: true, kind: kind as Kind, lang: lang as Lang, data };
}

type Schema = z.ZodMiniType<unknown, unknown>;

/**
 * What a registration of each kind must be: the forms' own definitions and schemas, in the
 * registration's language (its messages, its option lists), built once from the content. The
 * ticket order also names a show day per cruise line (`TicketRules.showDays`), and becomes
 * the seats it takes. Each kind's registration window (`windowOf`) is the content's too.
 */
export function registrationRules(
  editions: Record<Lang, Pick<Edition, 'site' | 'forms' | 'countries' | 'tickets' | 'cruises' | 'conference'>>,
) {
  const showDays = showDates(editions.en.site.edition);
  const schemasOf = (lang: Lang): Record<Kind, Schema> => {
    const { forms, countries, tickets, cruises } = editions[lang];
    return {
      visitor: definitionSchema(publicVisitorForm, forms, countries),
      exhibitor: definitionSchema(exhibitorForm, forms),
      conference: definitionSchema(conferenceForm, forms, countries),
      ticket: ticketSchema(forms, { tickets, cruises }, { showDays }),
      interest: definitionSchema(interestForm, forms),
    };
  };
  const schemas: Record<Lang, Record<Kind, Schema>> = { en: schemasOf('en'), ms: schemasOf('ms') };
  const cruiseNames = editions.en.cruises.map((cruise) => cruise.name);

  const seatsOf = (order: TicketOrder): Seat[] =>
    order.cruises.flatMap((line, index) => {
      const cruise = cruiseNames[index];
      // The schema has checked the day and trip time of every line with seats.
      return line.pax > 0 && cruise ? [{ tripId: tripId(cruise, line.day ?? '', line.tripTime), pax: line.pax }] : [];
    });

  return {
    showDays,
    /** The show's offset from UTC (`+08:00`): the calendar day a registration is received on, for the office. */
    utcOffset: editions.en.site.timeZone.utcOffset,
    // The windows are instants, the same in both languages.
    windowOf: registrationWindows(editions.en.site.edition.registration),
    /** By when a registration made in time may still arrive: what its form registers for has begun. */
    deadlineOf: registrationDeadlines(editions.en),
    check({ kind, lang, data }: Envelope): Checked {
      const schema = schemas[lang][kind];
      const unknown = findUnknownKey(schema, data);
      if (unknown)
        return { ok: false, error: 'unknown_field', field: ['data', ...unknown].join('.'), message: 'is not a field' };
      const result = schema.safeParse(data);
      if (!result.success) {
        const [issue] = result.error.issues;
        return {
          ok: false,
          error: 'invalid',
          field: ['data', ...(issue?.path ?? []).map(String)].join('.'),
          message: issue?.message ?? 'is not valid',
        };
      }
      return { ok: true, data: result.data, seats: kind === 'ticket' ? seatsOf(result.data as TicketOrder) : [] };
    },
  };
}

export type RegistrationRules = ReturnType<typeof registrationRules>;
