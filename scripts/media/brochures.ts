// PDF brochures (pdf-lib): one A4 sheet per boat that links to /brochures/{slug}.pdf, plus the
// exhibitor prospectus. Facts come from the content modules (content-facts.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { type BoatFacts, brochureSlug, readBoats, readSite, type SiteFacts } from './content-facts.ts';

type Fonts = { display: PDFFont; body: PDFFont; bold: PDFFont };

const root = fileURLToPath(new URL('../../', import.meta.url));
export const brochuresDir = `${root}public/brochures/`;

const navy = rgb(6 / 255, 26 / 255, 51 / 255);
const ocean = rgb(15 / 255, 107 / 255, 143 / 255);
const gold = rgb(212 / 255, 168 / 255, 75 / 255);
const ink = rgb(16 / 255, 32 / 255, 47 / 255);
const muted = rgb(74 / 255, 90 / 255, 106 / 255);
const sand = rgb(251 / 255, 248 / 255, 242 / 255);
const white = rgb(1, 1, 1);
// A fixed date keeps re-generated PDFs byte-identical.
const stamp = new Date('2025-11-01T00:00:00Z');

/** What each type of boat offers, in the brochure's voice. */
const typeCopy: Record<string, string> = {
  Superyacht:
    'Three decks of living space, a sundeck made for Langkawi sunsets and a crew trained to anticipate every wish.',
  'Motor yacht':
    'Quick, quiet and comfortable: island-hop from Kuah to the Andaman Sea in an afternoon and dine on the flybridge at dusk.',
  'Explorer yacht':
    'Built for long range and remote anchorages, with a tender and the endurance to cruise far beyond the marina.',
  'Sailing yacht':
    'A thoroughbred under sail, balanced and responsive, with a teak deck and a cockpit made for long passages.',
  'Sailing catamaran':
    'Twin hulls give a level ride, a vast saloon and trampolines for lazy afternoons at anchor in sheltered bays.',
  'Power catamaran':
    'Stable, spacious and economical, with a flybridge lounge and wide decks for entertaining on the water.',
  Speedboat: 'A deep-V hull and twin outboards for exhilarating runs between the islands and the mangroves.',
  'Day cruiser': 'Shaded deck, easy boarding and space for friends: the simplest way to enjoy a day on Langkawi water.',
};

async function embedPhoto(pdf: PDFDocument, file: string, width: number) {
  const jpeg = await sharp(file).resize({ width }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  return pdf.embedJpg(jpeg);
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function newDocument(title: string, site: SiteFacts) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(site.organiser);
  pdf.setSubject(`${site.fullName} ${site.edition.year}, ${site.edition.datesLabel}`);
  pdf.setCreator(`${site.shortName} media generator`);
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);
  const fonts: Fonts = {
    display: await pdf.embedFont(StandardFonts.TimesRomanBold),
    body: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, fonts };
}

/** Navy footer with the show's facts and contacts, on every page. */
function footer(page: PDFPage, fonts: Fonts, site: SiteFacts) {
  const { width } = page.getSize();
  page.drawRectangle({ x: 0, y: 0, width, height: 92, color: navy });
  page.drawRectangle({ x: 0, y: 92, width, height: 3, color: gold });
  page.drawText(`${site.fullName} ${site.edition.year}`, { x: 40, y: 60, size: 13, font: fonts.display, color: white });
  page.drawText(`${site.edition.datesLabel}  |  ${site.venue.label}`, {
    x: 40,
    y: 42,
    size: 9.5,
    font: fonts.body,
    color: gold,
  });
  page.drawText(
    `${site.contact.generalEmail}  |  WhatsApp ${site.contact.whatsappNumberLabel}  |  ${site.origin.replace('https://', '')}`,
    { x: 40, y: 24, size: 9, font: fonts.body, color: white },
  );
}

function specGrid(
  page: PDFPage,
  fonts: Fonts,
  specs: [label: string, value: string | number][],
  { x, y, columnWidth }: { x: number; y: number; columnWidth: number },
) {
  specs.forEach(([label, value], index) => {
    const cx = x + (index % 3) * columnWidth;
    const cy = y - Math.floor(index / 3) * 48;
    page.drawText(label.toUpperCase(), { x: cx, y: cy, size: 8, font: fonts.bold, color: ocean });
    page.drawText(String(value), { x: cx, y: cy - 18, size: 14, font: fonts.display, color: ink });
  });
}

export async function boatBrochure(boat: BoatFacts, site: SiteFacts) {
  const { pdf, fonts } = await newDocument(`${boat.name}: ${boat.type} | ${site.shortName} ${site.edition.year}`, site);
  pdf.setKeywords([boat.slug, boat.type, boat.builder, site.shortName]);
  const page = pdf.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: 0, width, height, color: sand });
  const photo = await embedPhoto(pdf, `${root}content/media/${boat.photo}`, 1200);
  const photoHeight = (width * photo.height) / photo.width;
  page.drawImage(photo, { x: 0, y: height - photoHeight, width, height: photoHeight });
  page.drawRectangle({ x: 0, y: height - 34, width, height: 34, color: navy, opacity: 0.82 });
  page.drawText(`${site.shortName} ${site.edition.year}  |  BOATS ON SHOW`, {
    x: 40,
    y: height - 22,
    size: 9,
    font: fonts.bold,
    color: gold,
  });

  let y = height - photoHeight - 52;
  page.drawText(boat.name, { x: 40, y, size: 34, font: fonts.display, color: navy });
  y -= 24;
  page.drawText(`${boat.type} by ${boat.builder}`, { x: 40, y, size: 12, font: fonts.body, color: muted });
  y -= 14;
  page.drawRectangle({ x: 40, y, width: 60, height: 2.5, color: gold });
  y -= 34;
  specGrid(
    page,
    fonts,
    [
      ['Length', boat.length],
      ['Guests', boat.guests],
      ['Crew', boat.crew],
      ['Type', boat.type],
      ['Builder', boat.builder],
    ],
    { x: 40, y, columnWidth: 172 },
  );
  y -= 104;
  const description = `${boat.name} is a ${boat.length} ${boat.type.toLowerCase()} from ${boat.builder}, welcoming ${boat.guests} guests with ${boat.crew} crew. ${typeCopy[boat.type] ?? ''} See her on the display pontoons at ${site.venue.name} during ${site.shortName} ${site.edition.year}, ${site.edition.datesLabel}.`;
  for (const line of wrap(description, fonts.body, 11, width - 80)) {
    page.drawText(line, { x: 40, y, size: 11, font: fonts.body, color: ink, lineHeight: 16 });
    y -= 16;
  }
  y -= 10;
  page.drawText(`Book a viewing: ${site.contact.generalEmail}`, { x: 40, y, size: 11, font: fonts.bold, color: ocean });
  footer(page, fonts, site);
  return pdf.save({ useObjectStreams: true });
}

export async function exhibitorProspectus(site: SiteFacts) {
  const { pdf, fonts } = await newDocument(`Exhibitor Prospectus | ${site.shortName} ${site.edition.year}`, site);
  const cover = pdf.addPage([595.28, 841.89]);
  const { width, height } = cover.getSize();
  cover.drawRectangle({ x: 0, y: 0, width, height, color: navy });
  const hero = await embedPhoto(pdf, `${root}content/media/events/exhibition-hall.jpg`, 1200);
  const heroHeight = (width * hero.height) / hero.width;
  cover.drawImage(hero, { x: 0, y: height - heroHeight - 120, width, height: heroHeight });
  cover.drawText(`${site.fullName.toUpperCase()}`, { x: 40, y: height - 60, size: 11, font: fonts.bold, color: gold });
  cover.drawText('Exhibitor Prospectus', { x: 40, y: height - 98, size: 36, font: fonts.display, color: white });
  let y = height - heroHeight - 170;
  cover.drawText(`${site.edition.datesLabel}`, { x: 40, y, size: 22, font: fonts.display, color: gold });
  y -= 26;
  cover.drawText(site.venue.label, { x: 40, y, size: 13, font: fonts.body, color: white });
  y -= 36;
  for (const line of wrap(
    `Four days on the water at Langkawi, where Asia's yachting community meets: superyachts and sailing boats on the display pontoons, an exhibition hall beside the marina, a yachting conference, workshops and evening events. Put your brand in front of owners, charter guests, builders and the region's marine trade.`,
    fonts.body,
    12,
    width - 80,
  )) {
    cover.drawText(line, { x: 40, y, size: 12, font: fonts.body, color: white });
    y -= 18;
  }
  footer(cover, fonts, site);

  const page = pdf.addPage([595.28, 841.89]);
  page.drawRectangle({ x: 0, y: 0, width, height, color: sand });
  y = height - 70;
  page.drawText('Booth options', { x: 40, y, size: 26, font: fonts.display, color: navy });
  y -= 14;
  page.drawRectangle({ x: 40, y, width: 60, height: 2.5, color: gold });
  y -= 30;
  const booths: [size: string, text: string][] = [
    ['3x3m', '9 m² shell-scheme booth in the main exhibition hall: walls, fascia, lighting and power.'],
    ['6x3m', '18 m² booth for larger displays, products on show and meetings with your team.'],
    ['Custom', 'Space-only plots, in-water berths on the display pontoons and bespoke builds, planned with you.'],
  ];
  for (const [size, text] of booths) {
    page.drawRectangle({
      x: 40,
      y: y - 46,
      width: width - 80,
      height: 60,
      color: white,
      borderColor: rgb(0.84, 0.87, 0.9),
      borderWidth: 1,
    });
    page.drawText(size, { x: 56, y: y - 14, size: 20, font: fonts.display, color: ocean });
    wrap(text, fonts.body, 10.5, width - 250).forEach((line, i) =>
      page.drawText(line, { x: 160, y: y - 8 - i * 14, size: 10.5, font: fonts.body, color: ink }),
    );
    y -= 76;
  }
  y -= 10;
  page.drawText('Every exhibitor receives', { x: 40, y, size: 26, font: fonts.display, color: navy });
  y -= 14;
  page.drawRectangle({ x: 40, y, width: 60, height: 2.5, color: gold });
  y -= 30;
  const perks = [
    '2 VIP viewing gallery passes',
    '2 trade day passes',
    'A listing in the exhibitor directory',
    'An exhibitor profile on the show website',
    '1 reserved parking spot',
    'Access to the show workshops',
  ];
  for (const perk of perks) {
    page.drawCircle({ x: 48, y: y + 4, size: 3.5, color: gold });
    page.drawText(perk, { x: 62, y, size: 12, font: fonts.body, color: ink });
    y -= 24;
  }
  y -= 16;
  page.drawText('Book your space', { x: 40, y, size: 26, font: fonts.display, color: navy });
  y -= 28;
  for (const line of [
    `Register online: ${site.origin.replace('https://', '')}/exhibitor-registration`,
    `E-mail: ${site.contact.generalEmail}`,
    `WhatsApp: ${site.contact.whatsappNumberLabel}`,
    `Organiser: ${site.organiser}`,
  ]) {
    page.drawText(line, { x: 40, y, size: 12, font: fonts.body, color: ink });
    y -= 20;
  }
  footer(page, fonts, site);
  return pdf.save({ useObjectStreams: true });
}

export async function generateBrochures({
  outDir = brochuresDir,
  log = console.log,
}: { outDir?: string; log?: (line: string) => void } = {}) {
  mkdirSync(outDir, { recursive: true });
  const site = readSite();
  for (const boat of readBoats()) {
    const slug = brochureSlug(boat);
    if (!slug) continue;
    writeFileSync(`${outDir}${slug}.pdf`, await boatBrochure(boat, site));
    log(`  brochures/${slug}.pdf`);
  }
  writeFileSync(`${outDir}exhibitor-prospectus.pdf`, await exhibitorProspectus(site));
  log('  brochures/exhibitor-prospectus.pdf');
}
