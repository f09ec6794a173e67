/**
 * The /visit page ("Plan your visit"): travel to Langkawi and the venue, the marinas, opening
 * hours, where to stay, accessibility, what to bring, questions, and the venue map's words.
 * Visitors read it on the ferry and on the pontoons, so it is short, factual and in one place.
 *
 * Organiser to confirm: an item with `toConfirm: true` holds a fact the organisers have not
 * confirmed yet (shuttle, overflow parking, tide times, the Friday prayer break, what is on the
 * grounds). It is data for the office, never shown: the visible copy either states the fact
 * plainly or, where the details are not known, says they "will be announced". When a fact is
 * confirmed, correct the copy in both languages and delete the flag in both (a unit test
 * checks that the two editions flag the same items).
 *
 * `sections` is keyed in page order, so each section has its own checked shape in Malay; a
 * section's `id` names its heading (`<id>-heading`), the target of links into the page.
 */
import { formatRm } from '~/lib/format-rm';
import { marinaNames } from './marina-names';
import { pages } from './pages';
import { site } from './site';
import { ticketCategories, ticketHolderDiscountPercent } from './tickets';

/** A link inside a section: an internal path, a `mailto:` or an outside address. */
export type VisitLink = { label: string; href: string };

/** One titled fact of a section: a marina, an area to stay, a way to reach the venue. */
export type VisitFact = { title: string; text: string; link?: VisitLink; toConfirm?: boolean };

/** "10:00" → "10AM", "22:30" → "10:30PM", as the site writes times in English. */
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 || 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'AM' : 'PM'}`;
}

const { opens, closes } = site.edition.dailyHours;
const dailyHours = `${clock(opens)}–${clock(closes)}`;

// Children go free: visit.test.ts checks the child ticket is still free, as the answers say.
const [, , adult, concession] = ticketCategories;
const { rlyc, telaga, rebak } = marinaNames;
const email = site.contact.generalEmail;

/**
 * RLYC's pontoons, from the positions yachts log at their berths there (about 6°18.1′N
 * 99°51.0′E); four decimals (about 10 m) are as precise as a phone's GPS there.
 */
const latitude = 6.3021;
const longitude = 99.8502;

export const visit = {
  venue: {
    name: site.venue.name,
    address: `${site.venue.street}, ${site.venue.area}, ${site.venue.postalCode} ${site.venue.island}, ${site.venue.region}, ${site.venue.country}`,
    latitude,
    longitude,
  },
  /** A plain link: phones open it in their own maps app, and nothing loads on this page. */
  openInMaps: {
    label: 'Open in maps',
    href: `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(4)}%2C${longitude.toFixed(4)}`,
  },
  /** A static file in public/ (checked by calendar.test.ts), the same for both languages. */
  /** Links the show's calendar file (/calendar/mybos-2026.ics, in Malay /ms/calendar/…). */
  calendar: { label: 'Add the show to your calendar' },
  sections: {
    gettingHere: {
      id: 'getting-here',
      heading: 'Getting to Langkawi',
      intro:
        'Langkawi is an island off the north-west coast of Peninsular Malaysia, close to the Thai border. Fly in, or take a ferry from the mainland or from Thailand.',
      /** Each group: how, where you arrive, then direct routes with their usual journey time. */
      groups: [
        {
          heading: 'By air',
          text: 'Langkawi International Airport (LGK) is at Padang Mat Sirat, about 25 km from the show. Direct flights take:',
          routes: [
            { from: 'Kuala Lumpur', time: 'About 1 hour' },
            { from: 'Penang', time: 'About 40 minutes' },
            { from: 'Singapore', time: 'About 1 hour 15 minutes' },
          ],
        },
        {
          heading: 'By sea',
          text: 'Ferries arrive at Kuah Jetty, about 1.5 km from the show. Direct ferries take:',
          routes: [
            { from: 'Kuala Perlis', time: 'About 1 hour 15 minutes' },
            { from: 'Kuala Kedah', time: 'About 1 hour 45 minutes' },
            { from: 'Penang', time: 'About 2 hours 45 minutes; seasonal, so check the operator’s timetable' },
            { from: 'Satun, Thailand', time: 'About 1 hour 15 minutes; bring your passport' },
          ],
        },
      ],
    },
    venue: {
      id: 'venue',
      heading: 'Getting to the venue',
      intro: `The show is at the ${site.venue.name}, on the waterfront in Kuah, Langkawi’s main town.`,
      addressLabel: 'Address',
      facts: [
        { title: 'From Kuah Jetty', text: 'About 1.5 km: 5 minutes by car, or 20 minutes on foot.' },
        { title: 'From the airport', text: 'About 25 km: 30–35 minutes by taxi or car.' },
        {
          title: 'Taxis',
          text: 'At Kuah Jetty and at the airport, pay the fixed fare at the taxi counter, then take the taxi you are given.',
        },
        {
          title: 'E-hailing',
          text: `Grab works across the island: set ${site.venue.name} as your pick-up or drop-off point.`,
        },
        {
          title: 'Parking',
          // Organiser to confirm: the overflow car park, so the copy can name it.
          text: 'Parking at the club is limited. We will announce an overflow car park nearby before the show; a taxi or Grab is the easiest way to arrive.',
          toConfirm: true,
        },
      ],
    },
    marinas: {
      id: 'marinas',
      heading: 'Between the marinas',
      intro: `The show is at the ${site.venue.name}. Cruises and boatyard visits also use two other marinas on the island.`,
      facts: [
        {
          title: rlyc,
          text: 'Kuah, on the south-east coast: the show’s home, with the exhibition hall and the display pier.',
        },
        { title: telaga, text: 'Pantai Kok, on the north-west coast: about 35–40 minutes from Kuah by road.' },
        {
          title: rebak,
          text: 'On Rebak Island, off the south-west tip: reached by the marina’s own boat from its jetty in the Pantai Cenang area.',
        },
        {
          title: 'Show shuttle',
          // Organiser to confirm: the route, times and pick-up points.
          text: 'A shuttle links the marinas on show days. Times and pick-up points will be announced here before the show.',
          toConfirm: true,
        },
      ],
    },
    hours: {
      id: 'hours',
      heading: 'Opening hours',
      intro: `Open every day of the show, ${dailyHours}. All times are Malaysia time (UTC+8).`,
      table: { caption: `Opening hours, ${site.edition.datesLabel}`, day: 'Day', hours: 'Hours' },
      /** One row per show day, `date` as in `site.edition` (checked by visit.test.ts). */
      days: [
        { date: '2026-02-04', day: 'Wednesday 4 February', hours: dailyHours },
        { date: '2026-02-05', day: 'Thursday 5 February', hours: dailyHours },
        {
          date: '2026-02-06',
          day: 'Friday 6 February',
          hours: dailyHours,
          // Organiser to confirm: the break's times and which stands pause.
          note: 'Friday prayers, about 12:45PM–2:30PM: the hall stays open, but some stands pause.',
          toConfirm: true,
        },
        { date: '2026-02-07', day: 'Saturday 7 February', hours: dailyHours },
      ],
    },
    stay: {
      id: 'stay',
      heading: 'Where to stay',
      intro: 'Langkawi has places to stay for every budget. Choose the area that suits your plans:',
      facts: [
        {
          title: 'Kuah town',
          text: 'Walk to the show and to the ferries, with shops and seafood restaurants close by.',
        },
        {
          title: 'Pantai Cenang and Pantai Tengah',
          text: 'The island’s liveliest beaches, with many resorts and restaurants; about 30 minutes by car from the show.',
        },
        {
          title: 'Telaga and Pantai Kok',
          text: 'Quieter bays on the north-west coast, near Telaga Harbour and the cable car; about 35–40 minutes by car from the show.',
        },
      ],
    },
    accessibility: {
      id: 'accessibility',
      heading: 'Accessibility at the venue',
      intro: 'We want everyone to enjoy the show. This is what to expect on the grounds.',
      facts: [
        {
          title: 'Step-free route',
          text: 'A step-free route runs from the entrance to the Main Exhibition Hall and onto the main pier.',
        },
        {
          title: 'Pontoons and the tide',
          // Organiser to confirm: the show days' high and low tides at Kuah, to publish here.
          text: 'The gangways down to the pontoons get steep at low tide. For the easiest access, visit the pontoons around high tide: tide times for the show days will be published here before the show.',
          toConfirm: true,
        },
        { title: 'Wheelchairs', text: 'You can borrow a wheelchair at the ticket counter.' },
        {
          title: 'Help on the day',
          text: 'Tell us what you need before your visit, and our team will be ready to help. E-mail',
          link: { label: email, href: `mailto:${email}` },
        },
        { title: 'Accessible toilets', text: 'Next to the Main Exhibition Hall.' },
      ],
    },
    bring: {
      id: 'bring',
      heading: 'What to bring',
      intro: 'Most of the show is outdoors, in the sun and by the water.',
      items: [
        'A hat and sunscreen',
        'A water bottle: refill it at the water stations',
        'Flat shoes with non-marking soles, for going on board the boats',
        'Your MyKad or passport if you are going on a cruise',
        'Cash and a card',
        'A light jacket for evening cruises',
        'A power bank for your phone',
      ],
    },
    faq: {
      id: 'faq',
      heading: 'Frequently asked questions',
      questions: [
        {
          question: 'Is entry free?',
          answer: `Yes: entry to the ${site.venue.name} grounds is free. Tickets for the Main Exhibition Hall and the pier are ${formatRm(adult.priceRm)} for adults and ${formatRm(concession.priceRm)} for students and senior citizens; children under 12 go in free.`,
          link: { label: 'Ticket prices', href: pages.ticket.path },
        },
        {
          question: 'Can I go on board the boats?',
          // Organiser to confirm: which boats are open to visitors and which by appointment.
          answer:
            'Yes, on many of the boats at the pier: ask the crew at the gangway. Some boats are by appointment only, and you may be asked to take off your shoes.',
          toConfirm: true,
        },
        {
          question: 'Are children welcome?',
          answer:
            'Of course. Children under 12 go into the hall and onto the pier free. Keep them within reach on the pier and pontoons, where the water is close.',
        },
        {
          question: 'Is there food and drink?',
          answer: `Yes: food and drink stalls are open throughout the show, and ticket holders get ${ticketHolderDiscountPercent}% off selected F&B.`,
        },
        {
          question: 'Is there a prayer room?',
          // Organiser to confirm: the surau's place on the grounds.
          answer: 'Yes: there is a prayer room (surau) on the show grounds, marked on the venue map.',
          toConfirm: true,
        },
        {
          question: 'What if it rains?',
          answer:
            'February is Langkawi’s dry season, but short showers still happen. The Main Exhibition Hall is under cover, so the show goes on; water shows and cruises may be delayed or cancelled in storms or rough seas.',
        },
        {
          question: 'Can I bring my dog?',
          answer: 'Sorry, no pets, except assistance dogs.',
        },
        {
          question: 'Where is first aid?',
          // Organiser to confirm: the first-aid point's place and hours.
          answer:
            'A first-aid point is open during show hours and is marked on the venue map. In an emergency, call 999 or ask any member of the show staff.',
          toConfirm: true,
        },
      ],
    },
  },
  /** The venue map section's words (its component lives with the /visit route). */
  map: {
    heading: 'Venue map',
    intro:
      'Find your way around the show: the hall, the pier and pontoons, where to board the cruises, and the services.',
    searchLabel: 'Find an exhibitor or boat',
    searchPlaceholder: 'Name, boat or stand number',
    /** `{query}` is what the visitor typed. */
    noMatch: 'No stand matches "{query}".',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetZoom: 'Reset',
    listHeading: 'Stands by zone',
    standLabel: 'Stand {id}',
    berthLabel: 'Berth {id}',
    showOnMap: 'Show on map',
    backToList: 'Back to the exhibitor list',
    /** `{id}` is the stand or berth, `{names}` who is there. */
    selectedStatus: '{id}: {names}',
    /** After a stand's or berth's name, for one nobody has taken yet. */
    emptyStand: 'No exhibitor yet',
    keyboardHint: 'Use the arrow keys to move between stands, Enter to see who is there.',
    zones: {
      entrance: 'Entrance and ticket counter',
      hall: 'Main exhibition hall',
      pier: 'Pier and pontoons',
      conference: 'Conference room',
      water: 'Show water area (flyboard, e-foiling, jet ski)',
      cruise: 'Cruise boarding point',
      food: 'Food and drinks',
      firstAid: 'First aid',
      surau: 'Prayer room (surau)',
      toilets: 'Toilets',
      parking: 'Parking',
      shuttle: 'Shuttle and taxi stop',
    },
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const visitContent = visit;
