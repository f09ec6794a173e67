import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentSchema } from '../app/content/schema/content-schema';
import {
  clockTime,
  entryId,
  eventKey,
  externalUrl,
  fieldKinds,
  instant,
  isoDate,
  pageLink,
  rules,
} from '../app/content/schema/fields';
import { photoRuleFor } from '../app/content/photo-rules';
import { decapConfig } from './decap-config';

type Field = { name: string; widget: string; required?: boolean; fields?: Field[]; field?: Field; pattern?: string[] };

const config = decapConfig({ repo: 'owner/site' });
const [site, ...collections] = config.collections as unknown as [
  { files: { name: string; file: string; fields: Field[] }[] },
  ...{ name: string; folder: string; fields: Field[] }[],
];

/** The schema's shape as the editor should have it: each field's name, required-ness and children. */
function expected(schema: z.ZodType): unknown {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodObject) {
    // An optional text's two boxes are optional too: editor/editor.js checks them as a pair.
    const optionalText = schema instanceof z.ZodOptional && fieldKinds.get(inner) === 'text';
    return Object.entries(inner.shape).map(([name, field]) => ({
      name,
      required: !optionalText && !(field instanceof z.ZodOptional),
      children: expected(field as z.ZodType),
    }));
  }
  if (inner instanceof z.ZodArray) return expected(inner.element as z.ZodType);
  return null;
}
function actual(field: { fields?: Field[]; field?: Field }): unknown {
  const children = field.fields ?? field.field?.fields;
  if (!children) return null;
  const fields = children.map((child) => ({
    name: child.name,
    required: child.required !== false,
    children: actual(child),
  }));
  // A photo's crop point is the photo widget's own part (editor/photo-focus-widget.js), under its fields.
  if ((field as Field).widget !== 'photo') return fields;
  const percent = (name: string) => ({ name, required: true, children: null });
  return [...fields, { name: 'focus', required: false, children: [percent('x'), percent('y')] }];
}

describe("the editor's configuration", () => {
  it('edits every file and collection of the content', () => {
    expect(site.files.map((file) => file.file)).toEqual([
      'content/site.yaml',
      'content/pages.yaml',
      ...Object.keys(contentSchema.copy).map((name) => `content/copy/${name}.yaml`),
    ]);
    expect(collections.map((collection) => collection.folder).sort()).toEqual(
      Object.keys(contentSchema.collections)
        .map((name) => `content/${name}`)
        .sort(),
    );
  });

  it('has the fields of each schema, required where the schema requires them', () => {
    const files = Object.fromEntries(site.files.map((file) => [file.file, file]));
    expect(actual(files['content/site.yaml']!)).toEqual(expected(contentSchema.site));
    expect(actual(files['content/pages.yaml']!)).toEqual(expected(contentSchema.pages));
    for (const [name, schema] of Object.entries(contentSchema.copy)) {
      expect(actual(files[`content/copy/${name}.yaml`]!), name).toEqual(expected(schema));
    }
    // Two departures, on purpose: an exhibitor's category is chosen whole from the office's list
    // (no boxes to type in), and an event's key may be left empty (made from its activity on save).
    const departures: Record<string, (fields: { name: string; required: boolean; children: unknown }[]) => void> = {
      exhibitors: (fields) => (fields.find((field) => field.name === 'category')!.children = null),
      'schedule-days': (fields) => {
        const events = fields.find((field) => field.name === 'events')!.children as {
          name: string;
          required: boolean;
        }[];
        events.find((field) => field.name === 'key')!.required = false;
      },
    };
    for (const collection of collections) {
      const schema = contentSchema.collections[collection.name as keyof typeof contentSchema.collections];
      const fields = expected(schema) as { name: string; required: boolean; children: unknown }[];
      departures[collection.name]?.(fields);
      expect(actual(collection), collection.name).toEqual(fields);
    }
  });

  it('refuses, with the same message, every value the build refuses', () => {
    const samples = [
      { schema: clockTime, rule: 'clockTime', good: ['09:30', '23:59'], bad: ['9:30', '24:00', '09.30'] },
      { schema: isoDate, rule: 'isoDate', good: ['2026-02-04'], bad: ['4 Feb 2026', '2026-13-01'] },
      { schema: instant, rule: 'instant', good: ['2026-02-07T22:00:00+08:00'], bad: ['2026-02-07T22:00:00Z'] },
      { schema: pageLink, rule: 'pageLink', good: ['/visit', '/visit#map', '/'], bad: ['visit', 'https://x.my'] },
      { schema: externalUrl, rule: 'externalUrl', good: ['https://example.com/a'], bad: ['http://example.com'] },
      { schema: entryId, rule: 'entryId', good: ['sea-breeze-yachts', 'H01'], bad: ['Sea Breeze', '-x'] },
      { schema: eventKey, rule: 'eventKey', good: ['sunset-cruise', 'day-2'], bad: ['Sunset cruise', 'a--b', '-x'] },
    ] as const;
    const patterns = new Map<string, string[]>();
    const collect = (fields: Field[]) =>
      fields.forEach((field) => {
        if (field.pattern) patterns.set(field.pattern[1]!, field.pattern);
        collect(field.fields ?? (field.field ? [field.field] : []));
      });
    collect(collections.flatMap((collection) => collection.fields));
    collect(site.files.flatMap((file) => file.fields));

    for (const { schema, rule, good, bad } of samples) {
      const editorPattern = patterns.get(`This ${rules[rule].message}`);
      expect(editorPattern, rule).toBeDefined();
      const editorAccepts = (value: string) => new RegExp(editorPattern![0]!).test(value);
      for (const value of good)
        expect([editorAccepts(value), schema.safeParse(value).success], value).toEqual([true, true]);
      for (const value of bad) {
        expect([editorAccepts(value), schema.safeParse(value).success], value).toEqual([false, false]);
        expect(schema.safeParse(value).error?.issues[0]?.message).toBe(rules[rule].message);
      }
    }
  });

  it('chooses stands, berths and categories from lists, and shows an id read-only once created', () => {
    const exhibitors = collections.find((collection) => collection.name === 'exhibitors')!;
    // An exhibitor's stand from editor/editor.js's list, which marks the taken ones; a boat's berth from the plan.
    expect(exhibitors.fields.find((field) => field.name === 'stand')?.widget).toBe('stand');
    expect(exhibitors.fields.find((field) => field.name === 'category')?.widget).toBe('category');
    const boats = collections.find((collection) => collection.name === 'boats')!;
    expect(boats.fields.find((field) => field.name === 'berth')).toMatchObject({
      widget: 'relation',
      collection: 'stands',
      value_field: 'id',
    });
    expect(exhibitors.fields.find((field) => field.name === 'id')?.widget).toBe('entry-id');
  });

  it('asks each photo with the size rule and the crop frames of its place', () => {
    const photos = collections.flatMap((collection) =>
      collection.fields
        .filter((field) => field.widget === 'photo')
        .map((field) => ({ media: (field.fields![0] as Field & { media_folder: string }).media_folder, field })),
    );
    expect(photos.map(({ media }) => media).sort()).toEqual(
      ['boats', 'events', 'gallery', 'hero'].map((folder) => `/content/media/${folder}`),
    );
    for (const { media, field } of photos) {
      const rule = photoRuleFor(media.split('/').at(-1)!);
      expect(field).toMatchObject({
        hint: expect.stringContaining(rule.advice),
        frames: rule.frames,
        fields: [
          { name: 'file', widget: 'image', size_rule: { min_width: rule.minWidth, min_height: rule.minHeight } },
          {},
        ],
      });
    }
    const hero = photos.find(({ media }) => media.endsWith('/hero'))!.field as unknown as { frames: unknown[] };
    expect(hero.frames).toHaveLength(2);
  });

  it("asks a cruise's seats per trip as a whole number, saying what it does", () => {
    const cruises = site.files.find((file) => file.name === 'copy-cruises')!;
    const items = cruises.fields.find((field) => field.name === 'items')!;
    expect(items.fields?.find((field) => field.name === 'capacity')).toMatchObject({
      label: 'Capacity',
      widget: 'number',
      value_type: 'int',
      min: 0,
      hint: expect.stringContaining('Seats on each sailing'),
    });
  });
});
