import { freeLabel } from './prices';

/** Entrance ticket categories. The /ticket price table and the ticket form read this. */
export type TicketCategory = {
  /** The category's exact name as the organisers give it: shown, used as the form label and in e-mails. */
  name: string;
  /** Price per ticket in RM; 0 is free. */
  priceRm: number;
  note?: string;
};

export const ticketCategories = [
  { name: 'Entrance to RLYC', priceRm: 0, note: 'Free entry to the Royal Langkawi Yacht Club grounds' },
  { name: 'Main Exhibition Hall & Pier - Child (Under 12)', priceRm: 0 },
  { name: 'Main Exhibition Hall & Pier - Adult', priceRm: 20 },
  {
    name: 'Main Exhibition Hall & Pier - Student/Senior Citizen',
    priceRm: 10,
    note: 'Show a student or senior ID at the gate',
  },
] as const satisfies readonly TicketCategory[];

/** Ticket holders' discount on selected F&B, merchandise and cruise packages. */
export const ticketHolderDiscountPercent = 5;

/** How many of one ticket or cruise seat a single order may hold. */
export const maxPerOrderLine = 10;

/** The price tables on /ticket: entrance tickets, then cruise packages (./cruises.ts). */
const priceTables = {
  heading: 'Prices',
  tickets: { caption: 'Entrance tickets', category: 'Category', price: 'Price per ticket' },
  cruises: {
    caption: 'Cruise packages',
    cruise: 'Cruise',
    price: 'Price per person',
    capacity: 'Capacity',
    tripTimes: 'Trip times',
    /** A cruise's passengers per trip. */
    capacityValue: '{capacity} pax',
  },
  /** The discount line under the tables: `lead` in bold, then `rest`. */
  discount: {
    lead: 'Ticket holders get {percent}% off',
    rest: 'selected F&B, merchandise and cruise packages.',
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const ticketsContent = {
  categories: ticketCategories,
  discountPercent: ticketHolderDiscountPercent,
  maxPerOrderLine,
  /** What a price of nothing reads as. */
  freeLabel,
  priceTables,
};
