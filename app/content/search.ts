/**
 * The site search: the header's button and its dialog (app/features/search/). The root
 * loader sends these words with every page, because the button is in the header.
 */
export const searchContent = {
  /** The header's button; on phones only its magnifier shows, and this is its name. */
  button: 'Search',
  /** The dialog's heading. */
  title: 'Search the site',
  /** The search field's label. */
  label: 'Search for',
  placeholder: 'Boats, exhibitors, events…',
  /** Under the field: what can be found. */
  hint: 'A boat, an exhibitor, an event, a question: type a name or a few words.',
  /** While the search itself downloads, the first time the dialog opens. */
  loading: 'Loading the search…',
  /** Announced with the results: `{count}` pages found. */
  count: { one: '{count} result', other: '{count} results' },
  /** `{query}` is what the visitor typed. */
  none: 'No results for “{query}”.',
  failed:
    'The search could not be loaded. The first search needs a connection to the Internet: try again when you are online.',
  retry: 'Try again',
  /** The list of results, for screen readers. */
  results: 'Search results',
  /** A result that leads to a section of its page: the page, then the section's heading. */
  inSection: '{page} › {section}',
  close: 'Close',
} as const;
