/** Cruise packages. The /ticket price table and the ticket form read this. */
export type Cruise = {
  name: string;
  /** Price per person in RM. */
  priceRm: number;
  /** Passengers per trip. */
  capacity: number;
  /** The trips offered: the values the ticket form sends, so the office always reads them in English. */
  tripTimes: readonly string[];
  /** How each trip time reads on the page, in the same order as `tripTimes`. */
  tripTimeLabels: readonly string[];
  description: string;
};

const mantaTrips = ['11AM-2PM', '4PM-7PM'] as const;
const damaiTrips = ['9AM-11AM', '1PM-3PM', '5PM-7PM'] as const;

export const cruises = [
  {
    name: 'Manta Oro',
    priceRm: 300,
    capacity: 60,
    tripTimes: mantaTrips,
    tripTimeLabels: mantaTrips,
    description: 'Our flagship catamaran: a three-hour cruise with lunch or sunset canapés on board.',
  },
  {
    name: 'Manta Blu',
    priceRm: 300,
    capacity: 30,
    tripTimes: mantaTrips,
    tripTimeLabels: mantaTrips,
    description: 'The intimate sister of Manta Oro, with the same route and timings for smaller groups.',
  },
  {
    name: 'Damai Puteri',
    priceRm: 200,
    capacity: 36,
    tripTimes: damaiTrips,
    tripTimeLabels: damaiTrips,
    description: 'A two-hour island-hopping cruise among the Langkawi archipelago.',
  },
] as const satisfies readonly Cruise[];

/** This module's namespace of the English edition (app/content/editions.ts). */
export const cruisesContent = cruises;
