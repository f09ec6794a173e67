import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { brochureSlug, readBoats, readSite } from './content-facts.ts';

const { boats: boatsContent, site } = readEditions().en;
const boats = boatsContent.all;
const brochuresDir = fileURLToPath(new URL('../../public/brochures/', import.meta.url));

describe('brochure facts', () => {
  it("are the facts of the boats' content files, read without duplicating them", () => {
    const parsed = readBoats().map(({ slug, name, type, builder, length, guests, crew, infoUrl }) => ({
      slug,
      name,
      type,
      builder,
      length,
      guests,
      crew,
      infoUrl,
    }));
    const imported = boats.map(({ id: slug, name, type, builder, length, guests, crew, ...rest }) => ({
      slug,
      name,
      type,
      builder,
      length,
      guests,
      crew,
      infoUrl: 'infoUrl' in rest ? rest.infoUrl : undefined,
    }));
    expect(parsed).toEqual(imported);
    // The site's edition adds what it derives (each form window's edition) to what the file says.
    const { fullName, edition, venue, contact } = readSite();
    expect({
      fullName: site.fullName,
      edition: site.edition,
      venue: site.venue,
      contact: site.contact,
    }).toMatchObject({ fullName, edition, venue, contact });
  });

  it('give one brochure per boat that links to one, and no stray brochures', () => {
    const expected = boats
      .map(brochureSlug)
      .filter(Boolean)
      .map((slug) => `${slug}.pdf`);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const onDisk = readdirSync(brochuresDir).filter((file) => file !== 'exhibitor-prospectus.pdf');
    expect(onDisk.sort()).toEqual(expected.sort());
  });

  it.each(boats.filter((boat) => brochureSlug(boat)))('$name has a brochure titled with its name', async (boat) => {
    const file = `${brochuresDir}${brochureSlug(boat)}.pdf`;
    expect(existsSync(file)).toBe(true);
    const pdf = await PDFDocument.load(readFileSync(file));
    expect(pdf.getTitle()).toContain(boat.name);
    expect(pdf.getTitle()).toContain(boat.type);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('has an exhibitor prospectus', async () => {
    const pdf = await PDFDocument.load(readFileSync(`${brochuresDir}exhibitor-prospectus.pdf`));
    expect(pdf.getTitle()).toContain('Exhibitor Prospectus');
    expect(pdf.getPageCount()).toBe(2);
  });
});
