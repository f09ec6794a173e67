import { useCallback, useEffect, useState } from 'react';
import { serviceOrigin } from '~/features/registration/service-origin';
import type { TripLeft } from '~/features/registration/registrations-service';

/** Seats left per trip id (trip-id.ts), as the registrations service last said. */
export type SeatsLeft = ReadonlyMap<string, number>;

const isTripLeft = (value: unknown): value is TripLeft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TripLeft).id === 'string' &&
  Number.isInteger((value as TripLeft).left);

/**
 * The seats left on every trip (`GET /v1/trips`). Undefined without a service, or when it does
 * not answer in time: the page then takes orders as it always has. Never throws.
 */
export async function readSeatsLeft(origin = serviceOrigin, timeoutMs = 10_000): Promise<SeatsLeft | undefined> {
  if (!origin) return undefined;
  try {
    const response = await fetch(`${origin}/v1/trips`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    const trips: unknown = await response.json();
    if (!Array.isArray(trips)) return undefined;
    return new Map(trips.filter(isTripLeft).map((trip) => [trip.id, trip.left]));
  } catch {
    return undefined;
  }
}

/**
 * The seats left, read after the page has painted so nothing waits for the service;
 * `refresh` reads them again (after an order), `learn` takes what a refusal said.
 */
export function useSeatsLeft() {
  const [seats, setSeats] = useState<SeatsLeft | undefined>();
  const refresh = useCallback(() => {
    void readSeatsLeft().then((fresh) => {
      if (fresh) setSeats(fresh);
    });
  }, []);
  useEffect(() => refresh(), [refresh]);
  const learn = useCallback((trips: readonly TripLeft[]) => {
    setSeats((known) => new Map([...(known ?? []), ...trips.map((trip) => [trip.id, trip.left] as const)]));
  }, []);
  return { seats, refresh, learn };
}
