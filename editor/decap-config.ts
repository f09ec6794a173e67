import { z } from 'zod';
import { contentSchema, type CollectionName, type CopyName } from '../app/content/schema/content-schema';
import { fieldKinds, rules, type FieldKind } from '../app/content/schema/fields';
import { photoRuleFor } from '../app/content/photo-rules';
import { collectionLabels, copyLabels, fieldLabel, mediaFolderOf } from './labels';

/**
 * The editor's configuration (Decap CMS `config.yml`), made from the content's zod schemas, so
 * the editor asks for exactly what the build accepts: the same fields, the same required ones,
 * the same patterns with the same messages. Generated at build time; never edited by hand.
 */

type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

// Decap shows "<Field> didn't match the pattern: <message>."
const pattern = (rule: keyof typeof rules) => [rules[rule].pattern.source, `This ${rules[rule].message}`];

/** Long texts get a text area; names, labels and captions a single line. */
const longText =
  /description|summary|intro|answer|text|message|paragraph|lead|rest|body|context|quote|note|details|atTheShow|before|after/i;

const kindHints: Partial<Record<FieldKind, string>> = {
  text: 'Write it in English and in Malay. Both are required.',
  pageLink: 'A page of this site, like /visit or /ticket, optionally with a section: /visit#map.',
  standRef: 'Choose the hall stand (H…) or pontoon berth (B…) on the venue plan.',
  clockTime: 'Malaysia time, 24-hour: 09:30, 14:00.',
  isoDate: 'Year-month-day: 2026-02-04.',
  instant: 'Malaysia time: 2026-02-07T22:00:00+08:00.',
  externalUrl: 'The full address, starting with https://',
  entryId:
    'Letters, digits and dashes, e.g. sea-breeze-yachts. Set once when the entry is created: saved plans and shared links use it, so it cannot be changed afterwards.',
  eventKey:
    'Leave it empty on a new event: it is made from the English activity when you save (sunset-cruise). It names the event in calendar files and saved plans, so keep it once the event is published.',
  displayOrder: 'Where it comes in its list: lower numbers first (10, 20, 30… leaves room in between).',
  seats:
    'Seats on each sailing: every show day, at each trip time. Online booking sells up to this many; lowering it below the seats already sold keeps the sold seats.',
};

/**
 * A text in both languages. Decap checks a required box even inside an optional field, so an
 * optional text's boxes are optional; editor/editor.js refuses one written in a single language
 * and drops one left empty, as the build's content check would.
 */
function bilingual(name: string, label: string, optional = false): DecapField {
  const widget = longText.test(name) ? 'text' : 'string';
  const box = (language: 'en' | 'ms', languageName: string) => ({
    // Each language's box names its field too, for screen readers and for a list of errors.
    name: language,
    label: `${label} in ${languageName}`,
    widget,
    pattern: pattern('notBlank'),
    ...(optional && { required: false }),
  });
  return {
    name,
    label,
    widget: 'object',
    collapsed: false,
    hint: optional ? 'Optional. Write it in English and in Malay, or leave both empty.' : kindHints.text,
    fields: [box('en', 'English'), box('ms', 'Malay')],
  };
}

function kindField(kind: FieldKind, name: string, label: string, media: string, optional: boolean): DecapField {
  const hint = kindHints[kind];
  const string = (rule: keyof typeof rules) => ({ name, label, widget: 'string', pattern: pattern(rule), hint });
  switch (kind) {
    case 'text':
      return bilingual(name, label, optional);
    case 'image': {
      // The size rule and the frames of this place (app/content/photo-rules.ts): editor/photo-focus-widget.js
      // refuses a smaller photo and previews the crop point in each frame.
      const rule = photoRuleFor(media);
      return {
        name,
        label,
        widget: 'photo',
        collapsed: false,
        hint: `The original photo (JPEG or PNG, ${rule.advice}) and what it shows, for people who cannot see it.`,
        frames: rule.frames,
        fields: [
          {
            name: 'file',
            label: 'Photo',
            widget: 'image',
            choose_url: false,
            media_folder: `/content/media/${media}`,
            public_folder: media,
            size_rule: { min_width: rule.minWidth, min_height: rule.minHeight, advice: rule.advice },
          },
          bilingual('alt', 'Description of the photo'),
        ],
      };
    }
    case 'standRef':
      return {
        name,
        label,
        widget: 'relation',
        collection: 'stands',
        value_field: 'id',
        search_fields: ['id'],
        display_fields: ['{{id}} ({{zone}})'],
        hint,
      };
    case 'entryId':
      return { ...string('entryId'), widget: 'entry-id' };
    case 'eventKey':
      // Made from the activity on save when left empty (editor/rules/prepare-entry.ts).
      return { ...string('eventKey'), required: false };
    case 'displayOrder':
      return { name, label, widget: 'number', value_type: 'int', hint };
    case 'amount':
      return { name, label, widget: 'number', value_type: 'float', min: 0 };
    case 'seats':
      return { name, label, widget: 'number', value_type: 'int', min: 0, hint };
    case 'plain':
      return string('notBlank');
    default:
      return string(kind);
  }
}

/** A list item's one-line summary: its first field, in English when it is a text. */
function summaryOf(schema: z.ZodObject): string | undefined {
  const [name, field] = Object.entries(schema.shape)[0] ?? [];
  if (!name || !field) return undefined;
  const inner = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
  const kind = fieldKinds.get(inner);
  if (kind === 'text') return `{{fields.${name}.en}}`;
  return kind || inner instanceof z.ZodString || inner instanceof z.ZodNumber ? `{{fields.${name}}}` : undefined;
}

/** One schema field as an editor field. */
function fieldOf(schema: z.ZodType, name: string, media: string): DecapField {
  const optional = schema instanceof z.ZodOptional;
  const inner = optional ? (schema.unwrap() as z.ZodType) : schema;
  const label = fieldLabel(name);
  const field = ((): DecapField => {
    const kind = fieldKinds.get(inner);
    if (kind) return kindField(kind, name, label, media, optional);
    if (inner instanceof z.ZodObject) {
      return { name, label, widget: 'object', collapsed: true, fields: fieldsOf(inner, media) };
    }
    if (inner instanceof z.ZodArray) {
      const element = inner.element as z.ZodType;
      if (element instanceof z.ZodObject) {
        return {
          name,
          label,
          widget: 'list',
          collapsed: true,
          summary: summaryOf(element),
          fields: fieldsOf(element, media),
        };
      }
      return { name, label, widget: 'list', field: fieldOf(element, 'item', media) };
    }
    if (inner instanceof z.ZodEnum) return { name, label, widget: 'select', options: inner.options };
    if (inner instanceof z.ZodNumber) return { name, label, widget: 'number', value_type: 'int' };
    if (inner instanceof z.ZodBoolean) return { name, label, widget: 'boolean', default: false };
    if (inner instanceof z.ZodString) return { name, label, widget: 'string' };
    throw new Error(`The editor has no widget for the field "${name}".`);
  })();
  return optional ? { ...field, required: false } : field;
}

function fieldsOf(schema: z.ZodObject, media: string): DecapField[] {
  return Object.entries(schema.shape).map(([name, field]) => fieldOf(field as z.ZodType, name, media));
}

/**
 * Fields chosen from a list rather than typed, by collection: a widget of editor/editor.js that
 * reads the list from the content (and marks what is taken); the content check refuses the rest.
 */
const listChoices: Partial<Record<CollectionName, Record<string, { widget: string; hint: string }>>> = {
  exhibitors: {
    category: {
      widget: 'category',
      hint: 'Choose from the list. A new category is added to the list first: Show facts, pages and words › Exhibitor list › Categories.',
    },
    stand: {
      widget: 'stand',
      hint: 'Each hall stand (H…) or pontoon berth (B…) is marked free or with the exhibitor that has it; a stand is taken by one exhibitor only.',
    },
  },
};

/** A collection entry's fields: its id is typed once, then shown read-only (editor/editor.js). */
function entryFieldsOf(name: CollectionName, schema: z.ZodObject, media: string): DecapField[] {
  return fieldsOf(schema, media).map((field) => {
    const choice = listChoices[name]?.[field.name];
    if (choice) return { name: field.name, label: field.label, ...choice };
    return field.name === 'id' ? { ...field, widget: 'entry-id', hint: kindHints.entryId } : field;
  });
}

export type DecapConfigOptions = {
  /** The GitHub repository the office signs in to and commits to, as owner/name. */
  repo: string;
  branch?: string;
  /** The site's address, for "view live" links. */
  siteUrl?: string;
  /** Where `decap-server` answers when the editor runs on this computer (npm run edit). */
  localProxyUrl?: string;
  /** The GitHub sign-in service, when it is not the host's own (docs/deployment.md). */
  authBaseUrl?: string;
};

export function decapConfig({ repo, branch = 'main', siteUrl, localProxyUrl, authBaseUrl }: DecapConfigOptions) {
  const file = (name: string, label: string, path: string, schema: z.ZodObject, media: string) => ({
    name,
    label,
    file: path,
    fields: fieldsOf(schema, media),
  });
  return {
    backend: {
      name: 'github',
      repo,
      branch,
      ...(authBaseUrl ? { base_url: authBaseUrl } : {}),
      commit_messages: {
        create: 'Content: add {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: remove {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload photo “{{path}}”',
        deleteMedia: 'Content: remove photo “{{path}}”',
      },
    },
    // Only on localhost: the editor then reads and writes this checkout through decap-server.
    local_backend: localProxyUrl ? { url: localProxyUrl } : true,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // Uploaded photos and new entries' files get plain names: sea-breeze.jpg, never Sea Breeze é.JPG.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_folder: 'content/media/uploads',
    public_folder: 'uploads',
    editor: { preview: false },
    collections: [
      {
        name: 'site',
        label: 'Show facts, pages and words',
        files: [
          file(
            'site',
            'The show: name, edition dates, registration windows, venue, contacts',
            'content/site.yaml',
            contentSchema.site,
            'site',
          ),
          file('pages', 'Page titles, headings and descriptions', 'content/pages.yaml', contentSchema.pages, 'pages'),
          ...(Object.entries(contentSchema.copy) as [CopyName, z.ZodObject][]).map(([name, schema]) =>
            file(`copy-${name}`, copyLabels[name], `content/copy/${name}.yaml`, schema, mediaFolderOf(name)),
          ),
        ],
      },
      ...(Object.entries(contentSchema.collections) as [CollectionName, z.ZodObject][]).map(([name, schema]) => ({
        name,
        label: collectionLabels[name].label,
        label_singular: collectionLabels[name].singular,
        description: collectionLabels[name].description,
        folder: `content/${name}`,
        extension: 'yaml',
        format: 'yaml',
        create: true,
        delete: true,
        // An entry's file is named after its id, which never changes once created.
        slug: '{{fields.id}}',
        identifier_field: collectionLabels[name].identifier,
        summary: collectionLabels[name].summary,
        sortable_fields: collectionLabels[name].sortable,
        fields: entryFieldsOf(name, schema, mediaFolderOf(name)),
      })),
    ],
  };
}
