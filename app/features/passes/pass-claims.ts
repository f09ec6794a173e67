/**
 * What a pass says, signed by the registrations service (docs/decisions/085-passes-signed-es256.md).
 * The site's pass page reads it; the service issues it (service/passes/claims.ts). Short names:
 * every character goes into the QR code.
 */
export const passKinds = ['visitor', 'exhibitor', 'delegate', 'entrance', 'boarding'] as const;
export type PassKind = (typeof passKinds)[number];

/** A boarding pass's trip, in short names: the token goes into a QR code. */
export type TripClaim = {
  /** The trip's id (`app/routes/ticket/form/trip-id.ts`), as `GET /v1/trips` names it. */
  id: string;
  /** The cruise's name. */
  cr: string;
  /** The show day, `YYYY-MM-DD`. */
  d: string;
  /** The trip time, as the content writes it (`4PM-7PM`). */
  t: string;
  /** Seats on it. */
  p: number;
};

/** Its id, its kind, its holder's name, what it admits to, the days it is valid: nothing more personal than the name. */
export type PassClaims = {
  /** The pass's id, a random UUID (RFC 7519's JWT ID): what `GET /v1/passes/revoked` lists. */
  jti: string;
  k: PassKind;
  /** The holder's name. */
  n: string;
  /** Entrance: the ticket category, in the registration's language. Exhibitor: the company. */
  c?: string;
  /** Boarding: the trip. */
  tr?: TripClaim;
  /** The days it is valid, `YYYY-MM-DD`. */
  d: string[];
};
