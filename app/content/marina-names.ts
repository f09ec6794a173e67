/** The island's three marinas by name: the same in every language, shared by the pages that list them. */
export const marinaNames = {
  rlyc: 'Royal Langkawi Yacht Club (RLYC)',
  telaga: 'Telaga Harbour Marina',
  rebak: 'Rebak Marina Langkawi',
} as const;
