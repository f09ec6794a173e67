import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from './content-problem';
import { readContent } from './read-content.server';
import { changeContentFile, copyOfContent } from './test-content-copy';

// Each case breaks one thing in a copy of the real content and reads the one line the build
// would print for it.
let dir: string;
let remove: () => void;
beforeEach(() => {
  ({ dir, remove } = copyOfContent('content'));
});
afterEach(() => remove());

type Data = Record<string, unknown>;
const change = (file: string, edit: (data: Data) => void) => changeContentFile(dir, file, edit);
const problems = () => readContent(dir).problems.map(formatProblem);

describe('the content check', () => {
  it('passes the content as it is, and gives the content only then', () => {
    const { content, problems } = readContent(dir);
    expect(problems).toEqual([]);
    expect(content?.collections.exhibitors.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses a missing Malay text, naming the file, the entry, the field and the language', () => {
    change('boats/azure-horizon.yaml', (boat) => {
      delete (boat.type as Data).ms;
    });
    expect(problems()).toEqual([
      'content/boats/azure-horizon.yaml: entry "azure-horizon", field type, Malay: the Malay text is missing',
    ]);
    expect(readContent(dir).content).toBeUndefined();
  });

  it('refuses a stand that is not on the venue plan', () => {
    change('exhibitors/aquavolt-electric-propulsion.yaml', (exhibitor) => {
      exhibitor.stand = 'H99';
    });
    expect(problems()).toEqual([
      'content/exhibitors/aquavolt-electric-propulsion.yaml: entry "aquavolt-electric-propulsion", field stand: "H99" is not a stand or berth of the venue plan (content/stands)',
    ]);
  });

  it('refuses a schedule event placed at a landmark the venue plan does not have', () => {
    change('copy/venue-plan.yaml', (plan) => {
      plan.facilities = (plan.facilities as Data[]).filter((facility) => facility.kind !== 'food');
    });
    expect(problems()).toEqual([
      'content/schedule-days/2025-05-23.yaml: entry "2025-05-23", field events.7.place: "food" is not a place on the venue plan (parking, shuttle, entrance, hall, conference, toilets, surau, firstAid, pier, cruise, water)',
    ]);
  });

  it('refuses a past edition whose highlights are not a page of the site', () => {
    change('site.yaml', (site) => {
      (site.pastEditions as Data[])[0]!.highlights = '/gallery-2025';
    });
    expect(problems()).toEqual([
      'content/site.yaml: field pastEditions.0.highlights: "/gallery-2025" is not a page of this site',
    ]);
  });

  it('refuses a duplicate id, in a collection and inside a list', () => {
    change('exhibitors/aquavolt-electric-propulsion.yaml', (exhibitor) => {
      exhibitor.id = 'andaman-sea-charters';
    });
    change('schedule-days/2025-05-21.yaml', (day) => {
      (day.events as Data[])[1]!.key = 'morning-cruise';
    });
    expect(problems()).toEqual([
      'content/exhibitors/aquavolt-electric-propulsion.yaml: entry "aquavolt-electric-propulsion", field id: is "andaman-sea-charters" but the file is named aquavolt-electric-propulsion.yaml: an entry\'s file is named after its id',
    ]);
    change('exhibitors/aquavolt-electric-propulsion.yaml', (exhibitor) => {
      exhibitor.id = 'aquavolt-electric-propulsion';
    });
    expect(problems()).toEqual([
      'content/schedule-days/2025-05-21.yaml: entry "2025-05-21", field events.1: repeats the id "morning-cruise": ids must be unique',
    ]);
  });

  it('refuses an event that ends before it starts', () => {
    change('schedule-days/2025-05-22.yaml', (day) => {
      (day.events as Data[])[0]!.end = '08:30';
    });
    expect(problems()).toEqual([
      'content/schedule-days/2025-05-22.yaml: entry "2025-05-22", field events.0.end: 08:30 is not after the start, 09:00',
    ]);
  });

  it('refuses a price that is not a number', () => {
    change('copy/tickets.yaml', (tickets) => {
      (tickets.categories as Data[])[2]!.priceRm = 'RM20';
    });
    expect(problems()).toEqual(['content/copy/tickets.yaml: field categories.2.priceRm: must be a number']);
  });

  it('refuses a photo without its description in both languages', () => {
    change('gallery/marina-01.yaml', (photo) => {
      ((photo.image as Data).alt as Data).ms = ' ';
    });
    change('boats/coral-dash.yaml', (boat) => {
      delete (boat.image as Data).alt;
    });
    expect(problems()).toEqual([
      'content/boats/coral-dash.yaml: entry "coral-dash", field image.alt: is missing',
      'content/gallery/marina-01.yaml: entry "marina-01", field image.alt, Malay: the Malay text is empty',
    ]);
  });

  it('refuses a photo that is not in content/media', () => {
    change('boats/coral-dash.yaml', (boat) => {
      (boat.image as Data).file = 'boats/coral-dash-2.jpg';
    });
    expect(problems()).toEqual([
      'content/boats/coral-dash.yaml: entry "coral-dash", field image.file: the photo content/media/boats/coral-dash-2.jpg does not exist',
    ]);
  });

  it('refuses a link to a page that does not exist', () => {
    change('featured-events/cruises.yaml', (event) => {
      event.to = '/tickets';
    });
    expect(problems()).toEqual([
      'content/featured-events/cruises.yaml: entry "cruises", field to: "/tickets" is not a page of this site',
    ]);
  });

  it('refuses a Malay text that drops or renames a placeholder the site fills in', () => {
    change('copy/exhibitors.yaml', (copy) => {
      ((copy.directory as Data).count as Data).ms = 'Menunjukkan {shown} pempamer';
    });
    expect(problems()).toEqual([
      'content/copy/exhibitors.yaml: field directory.count, Malay: has the placeholders {shown} where the English has {shown} {total}: the site fills these in, so both languages need the same',
    ]);
  });

  it('refuses a Malay text that keeps an English leftover the glossary lists, in any case, but not a name', () => {
    change('boats/azure-horizon.yaml', (boat) => {
      (boat.image as Data).alt = { en: 'A yacht', ms: 'Kapal layar dengan FLYBRIDGE dan Power bank' };
      (boat.type as Data).ms = 'Dilihat di Malaysia Yachting Conference';
    });
    expect(problems()).toEqual([
      'content/boats/azure-horizon.yaml: entry "azure-horizon", field image.alt, Malay: still has the English "flybridge": write dek atas (app/content/ms/glossary.ts lists these leftovers)',
      'content/boats/azure-horizon.yaml: entry "azure-horizon", field image.alt, Malay: still has the English "power bank": write bank kuasa (app/content/ms/glossary.ts lists these leftovers)',
    ]);
  });

  it('refuses a brochure that is not in public/', () => {
    change('boats/coral-dash.yaml', (boat) => {
      boat.infoUrl = '/brochures/coral-dash-2027.pdf';
    });
    expect(problems()).toEqual([
      'content/boats/coral-dash.yaml: entry "coral-dash", field infoUrl: "/brochures/coral-dash-2027.pdf" is not a file of public/',
    ]);
  });

  it('refuses a field the file does not take, and a registration window that closes before it opens', () => {
    change('site.yaml', (site) => {
      site.edtion = {};
      const window = ((site.edition as Data).registration as Data).exhibitor as Data;
      window.closes = '2025-01-01T00:00:00+08:00';
    });
    expect(problems()).toEqual(['content/site.yaml: has a field this file does not take: edtion']);
    change('site.yaml', (site) => {
      delete site.edtion;
    });
    expect(problems()).toEqual([
      'content/site.yaml: field edition.registration.exhibitor.closes: 2025-01-01T00:00:00+08:00 is not after it opens, 2025-03-01T00:00:00+08:00',
      "content/site.yaml: field edition.registration.exhibitor.closes: 2025-01-01T00:00:00+08:00 is no later than the 2025 edition's last day, 2025-05-24: it is still that edition's window, move it to the 2026 edition's",
    ]);
  });
});
