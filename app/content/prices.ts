/** What a price of nothing reads as (the price tables, the order summary). */
export const freeLabel = 'Free';
