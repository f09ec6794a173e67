/** Cruise packages. The /ticket price table and the ticket form read this. */
export type Cruise = {
  name: string;
  /** Price per person in RM. */
  priceRm: number;
  /** Passengers per trip. */
  capacity: number;
  /** The trips offered, as shown in the trip-time select and e-mails. */
  tripTimes: readonly string[];
  description: string;
};

export const cruises = [
  {
    name: 'Manta Oro',
    priceRm: 300,
    capacity: 60,
    tripTimes: ['11AM-2PM', '4PM-7PM'],
    description: 'Our flagship catamaran: a three-hour cruise with lunch or sunset canapés on board.',
  },
  {
    name: 'Manta Blu',
    priceRm: 300,
    capacity: 30,
    tripTimes: ['11AM-2PM', '4PM-7PM'],
    description: 'The intimate sister of Manta Oro, with the same route and timings for smaller groups.',
  },
  {
    name: 'Damai Puteri',
    priceRm: 200,
    capacity: 36,
    tripTimes: ['9AM-11AM', '1PM-3PM', '5PM-7PM'],
    description: 'A two-hour island-hopping cruise among the Langkawi archipelago.',
  },
] as const satisfies readonly Cruise[];

/** This module's namespace of the English edition (app/content/editions.ts). */
export const cruisesContent = cruises;
