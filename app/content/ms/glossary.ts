/**
 * The Malay edition's glossary: one English term, one Malay term, on every page and e-mail.
 * This file is the source of truth (docs/translation.md shows it as a table and explains how
 * to add a term); `glossary.test.ts` enforces it:
 *
 * - no Malay module (`app/content/ms/*.ts`) or Malay e-mail (`emails/ms/*.html`) may contain a
 *   `rejected` variant, matched as whole words, case-insensitively;
 * - an English module (`app/content/<name>.ts`) whose words contain `en` (as a whole word,
 *   plurals too) has a Malay twin (`app/content/ms/<name>.ts`) that contains `ms`.
 *
 * `otherSenses` lists English phrases where `en` means something else (`New Zealand` for
 * `new`), so they do not ask the Malay twin for the term.
 */
export type GlossaryEntry = {
  readonly en: string;
  readonly ms: string;
  readonly rejected: readonly string[];
  readonly otherSenses?: readonly string[];
};

export const glossary = [
  // The show, its places and its people
  { en: 'exhibitor', ms: 'pempamer', rejected: [] },
  { en: 'visitor', ms: 'pengunjung', rejected: [] },
  { en: 'visitor pass', ms: 'pas pengunjung', rejected: [] },
  { en: 'booth', ms: 'reruai', rejected: [] },
  { en: 'stand', ms: 'reruai', rejected: [] },
  { en: 'berth', ms: 'petak tambatan', rejected: [], otherSenses: ['Harbourline Berth Management'] },
  { en: 'pier', ms: 'jeti', rejected: ['dermaga'] },
  { en: 'pontoon', ms: 'pontun', rejected: [] },
  { en: 'gangway', ms: 'titian', rejected: [] },
  { en: 'shuttle', ms: 'ulang-alik', rejected: [] },
  { en: 'venue map', ms: 'peta tapak', rejected: ['peta lokasi', 'peta kawasan'] },
  { en: 'show on map', ms: 'lihat di peta', rejected: ['tunjukkan pada peta', 'tunjuk pada peta'] },
  { en: 'entrance', ms: 'masuk', rejected: ['kemasukan'] },
  { en: 'entrance ticket', ms: 'tiket masuk', rejected: [] },
  // A cruise's pass (content/copy/passes.yaml); an airline's *pas masuk pesawat* is not ours.
  { en: 'boarding pass', ms: 'pas menaiki bot', rejected: [] },
  { en: 'senior citizen', ms: 'warga emas', rejected: [] },
  { en: 'accessible toilets', ms: 'tandas OKU', rejected: [] },
  { en: 'registration', ms: 'pendaftaran', rejected: [], otherSenses: ['pre-registration'] },
  { en: 'exhibition', ms: 'pameran', rejected: [] },
  { en: 'exhibition hall', ms: 'dewan pameran', rejected: [] },
  { en: 'daily schedule', ms: 'jadual harian', rejected: [] },
  { en: 'plan your visit', ms: 'rancang lawatan anda', rejected: [] },
  { en: 'child', ms: 'kanak-kanak', rejected: [] },
  { en: 'adult', ms: 'dewasa', rejected: [] },
  { en: 'student', ms: 'pelajar', rejected: [] },
  {
    en: 'free',
    ms: 'percuma',
    rejected: [],
    otherSenses: ['step-free', 'duty-free', 'collision-avoidance', 'biocide-free'],
  },
  { en: 'guest', ms: 'tetamu', rejected: [], otherSenses: ['charter guests'] },
  { en: 'crew', ms: 'krew', rejected: [] },
  { en: 'length', ms: 'panjang', rejected: [] },
  { en: 'boat builder', ms: 'pembina bot', rejected: [] },
  { en: 'broker', ms: 'broker', rejected: [] },
  { en: 'marine services', ms: 'perkhidmatan marin', rejected: [] },
  { en: 'leisure-marine', ms: 'marin rekreasi', rejected: [] },
  { en: 'high tide', ms: 'air pasang', rejected: [] },
  { en: 'low tide', ms: 'air surut', rejected: [] },
  { en: 'working days', ms: 'hari bekerja', rejected: ['hari kerja'] },
  { en: 'strategic partnership', ms: 'perkongsian strategik', rejected: [] },
  { en: 'exhibitor benefits', ms: 'manfaat pempamer', rejected: [] },
  { en: 'custom space', ms: 'ruang khas', rejected: [] },
  { en: 'flyboard show', ms: 'pertunjukan flyboard', rejected: [] },
  { en: 'gala dinner', ms: 'makan malam gala', rejected: [] },
  { en: 'frequently asked questions', ms: 'soalan lazim', rejected: [] },
  { en: 'sign-up', ms: 'prapendaftaran', rejected: [] },
  { en: 'nationality', ms: 'kewarganegaraan', rejected: ['warganegara'] },
  { en: 'custom', ms: 'khas', rejected: ['tersuai'], otherSenses: ['customs'] },
  {
    en: 'partner',
    ms: 'rakan kongsi',
    rejected: ['rakan strategik'],
  },
  // "Exhibit" as a verb: DBP has no intransitive *mempamer*; a company takes part as an exhibitor.
  { en: 'exhibit', ms: 'sebagai pempamer', rejected: ['mempamer'], otherSenses: ['exhibit side by side'] },
  { en: 'venue', ms: 'lokasi', rejected: [], otherSenses: ['venue map'] },
  { en: 'host venue', ms: 'lokasi penganjuran', rejected: ['lokasi tuan rumah'] },
  // Yachts and crews that visit; *pelawat* sits badly beside visitor = *pengunjung*.
  { en: 'visiting', ms: 'yang berkunjung', rejected: ['pelawat'], otherSenses: ['Visiting MYBOS'] },
  { en: 'held alongside', ms: 'serentak dengan', rejected: [] },
  { en: 'directory listing', ms: 'penyenaraian dalam direktori', rejected: ['senarai direktori'] },
  { en: 'listing', ms: 'penyenaraian', rejected: [], otherSenses: ['boat listings', 'directory listing'] },

  // Ordering, paying and registering
  { en: 'order', ms: 'tempahan', rejected: ['pesanan'], otherSenses: ['in the order', 'in order of'] },
  { en: 'booking', ms: 'tempahan', rejected: [] },
  { en: 'pre-register', ms: 'prapendaftaran', rejected: [] },
  { en: 'admission fee', ms: 'yuran penyertaan', rejected: ['yuran kemasukan'] },
  { en: 'delegate', ms: 'peserta', rejected: ['delegasi', 'perwakilan'] },
  { en: 'F&B', ms: 'makanan dan minuman', rejected: ['F&B'] },

  // Boats and the water
  { en: 'superyacht', ms: 'kapal layar mewah', rejected: [], otherSenses: ['Langkawi Superyacht Agency'] },
  { en: 'motor yacht', ms: 'kapal layar bermotor', rejected: [] },
  { en: 'sailing yacht', ms: 'kapal layar', rejected: [] },
  { en: 'catamaran', ms: 'katamaran', rejected: [], otherSenses: ['Pearl Cove Catamarans'] },
  { en: 'speedboat', ms: 'bot laju', rejected: [] },
  { en: 'dinghy', ms: 'perahu layar kecil', rejected: ['dinghy', 'dinghi'] },
  { en: 'sea trial', ms: 'ujian laut', rejected: ['ujian di laut', 'percubaan di laut'] },
  { en: 'cruise', ms: 'pelayaran', rejected: [] },
  { en: 'cruise package', ms: 'pakej pelayaran', rejected: [] },
  { en: 'sunset cruise', ms: 'pelayaran senja', rejected: ['pelayaran matahari terbenam'] },
  { en: 'trip time', ms: 'waktu pelayaran', rejected: ['masa pelayaran'] },
  { en: 'charter', ms: 'sewa kapal', rejected: ['carter', 'sewaan'], otherSenses: ['Andaman Sea Charters'] },
  { en: 'charter operator', ms: 'pengendali sewa kapal', rejected: ['pengusaha carter', 'pengendali sewaan'] },
  { en: 'charter guest', ms: 'pelanggan sewa kapal', rejected: ['tetamu sewaan'] },
  { en: 'marina operator', ms: 'pengendali marina', rejected: ['pengusaha marina'] },
  { en: 'policy maker', ms: 'penggubal dasar', rejected: ['pembuat dasar'] },
  { en: 'sailing workshop', ms: 'bengkel belayar', rejected: ['bengkel pelayaran'] },
  { en: 'sail', ms: 'layar', rejected: ['berlayar'], otherSenses: ['cruises sail', 'sail out'] },
  { en: 'premiere', ms: 'pelancaran sulung', rejected: ['tayangan perdana'] },
  { en: 'buoyancy aid', ms: 'jaket keselamatan', rejected: ['jaket keapungan'] },
  { en: 'crewed', ms: 'lengkap dengan krew', rejected: ['berkrew'] },
  { en: 'captain', ms: 'kapten', rejected: ['nakhoda'] },
  { en: 'flybridge', ms: 'dek atas', rejected: ['flybridge'] },
  // At a pier or pontoon; *berlabuh* is kept for "at anchor".
  { en: 'moored', ms: 'bertambat', rejected: [] },
  { en: 'generator', ms: 'penjana kuasa', rejected: ['janakuasa'] },
  // For a yard's work on a boat; an interior is *diubah suai* (refitting interiors is not this word).
  { en: 'refit', ms: 'baik pulih', rejected: [] },
  // Fitted to boats that already exist; *dipasang semula* means re-installed.
  { en: 'retrofit', ms: 'sedia ada', rejected: ['dipasang semula'] },
  // A marine or hydrographic survey; *tinjauan* (a poll, an overview) stays allowed in its own sense.
  { en: 'survey', ms: 'ukur', rejected: [] },
  { en: 'solar array', ms: 'susunan panel solar', rejected: ['susunan solar'] },
  { en: 'parasailing', ms: 'parasailing', rejected: ['paraglaiding'] },
  { en: 'power bank', ms: 'bank kuasa', rejected: ['power bank'] },
  { en: 'turquoise', ms: 'biru kehijauan', rejected: ['biru firus'] },

  // The conference
  { en: 'conference', ms: 'persidangan', rejected: [] },
  { en: 'session', ms: 'sesi', rejected: [] },
  { en: 'highlights', ms: 'sorotan', rejected: [] },
  { en: 'launch', ms: 'pelancaran', rejected: [] },
  { en: 'chairman', ms: 'pengerusi', rejected: [] },
  { en: 'panel', ms: 'forum panel', rejected: [], otherSenses: ['solar panels'] },
  { en: 'introduction', ms: 'pengenalan', rejected: [] },
  { en: 'chairman’s insight', ms: 'Pandangan Pengerusi', rejected: [] },
  { en: 'chairman’s message', ms: 'perutusan pengerusi', rejected: [] },
  { en: 'keynote', ms: 'ucaptama', rejected: [] },
  { en: 'plenary', ms: 'pleno', rejected: [] },
  { en: 'networking', ms: 'sesi jaringan', rejected: [] },
  { en: 'welcome coffee', ms: 'minum pagi', rejected: ['kopi alu-aluan'] },
  // The trade: the pastime, where the English means it, is *dunia kapal layar* (otherSenses).
  {
    en: 'yachting',
    ms: 'industri kapal layar',
    rejected: ['persidangan kapal layar'],
    otherSenses: ['Malaysia Yachting Conference', 'Riviera Straits Yachting', 'meet yachting'],
  },
  { en: 'gateway', ms: 'gerbang', rejected: [] },
  // A day's or the conference's running order; named programmes (*Program Bengkel Belayar*) keep *program*.
  {
    en: 'programme',
    ms: 'atur cara',
    rejected: [],
    otherSenses: ['Sailing Workshop Programme', 'racing programme', 'visitor programmes'],
  },

  // The site's controls and media
  { en: 'skip to main content', ms: 'langkau ke kandungan utama', rejected: [] },
  { en: 'page not found', ms: 'halaman tidak dijumpai', rejected: ['halaman tidak ditemui'] },
  { en: 'back to the home page', ms: 'kembali ke laman utama', rejected: [] },
  { en: 'opens in a new tab', ms: 'dibuka dalam tab baharu', rejected: [] },
  // The boat quick-look; a conference's preview is its *gambaran awal*.
  { en: 'preview', ms: 'pratonton', rejected: [], otherSenses: ['conference preview'] },
  { en: 'pop-up', ms: 'tetingkap timbul', rejected: [] },
  { en: 'form field', ms: 'medan borang', rejected: [] },
  { en: 'browser', ms: 'pelayar', rejected: [] },
  { en: 'reduced motion', ms: 'gerakan dikurangkan', rejected: [] },
  { en: 'known limitations', ms: 'batasan yang diketahui', rejected: [] },
  { en: 'chat on WhatsApp', ms: 'sembang di WhatsApp', rejected: [] },
  { en: 'info coming soon', ms: 'maklumat akan datang', rejected: [] },
  { en: 'accessibility', ms: 'kebolehcapaian', rejected: [] },
  { en: 'keyboard', ms: 'papan kekunci', rejected: [] },
  { en: 'screen reader', ms: 'pembaca skrin', rejected: [] },
  { en: 'slideshow', ms: 'tayangan slaid', rejected: [] },
  { en: 'lightbox', ms: 'paparan foto besar', rejected: [] },
  { en: 'captions', ms: 'sari kata', rejected: [] },
  { en: 'previous', ms: 'sebelumnya', rejected: [] },
  { en: 'next', ms: 'seterusnya', rejected: [], otherSenses: ['next to', 'next yachting', 'next generation'] },
  { en: 'close', ms: 'tutup', rejected: [], otherSenses: ['close to', 'close by', 'is close'] },
  { en: 'loading', ms: 'memuatkan', rejected: [] },
  { en: 'save', ms: 'simpan', rejected: [] },
  { en: 'print', ms: 'cetak', rejected: [] },
  { en: 'copy link', ms: 'salin pautan', rejected: [] },
  { en: 'more info', ms: 'maklumat lanjut', rejected: [] },
  { en: 'view all', ms: 'lihat semua', rejected: [] },
  { en: 'home page', ms: 'laman utama', rejected: [] },
  { en: 'follow us', ms: 'ikuti kami', rejected: [] },
  { en: 'all rights reserved', ms: 'hak cipta terpelihara', rejected: [] },
  { en: 'error', ms: 'ralat', rejected: [], otherSenses: ['error submitting'] },
  { en: 'phone', ms: 'telefon', rejected: [] },
  { en: 'mobile phone', ms: 'telefon bimbit', rejected: [] },
  { en: 'photo', ms: 'foto', rejected: ['gambar'] },
  { en: 'gallery', ms: 'galeri', rejected: [] },
  { en: 'brochure', ms: 'brosur', rejected: [] },
  { en: 'my show', ms: 'Pameran Saya', rejected: [] },
  { en: 'add to calendar', ms: 'tambah ke kalendar', rejected: [] },
  { en: 'calendar', ms: 'kalendar', rejected: ['kalender'] },
  { en: 'download', ms: 'muat turun', rejected: ['unduh'] },
  { en: 'link', ms: 'pautan', rejected: ['tautan', 'pranala'], otherSenses: ['shuttle links'] },
  { en: 'share link', ms: 'pautan kongsi', rejected: [] },
  { en: 'e-mail', ms: 'e-mel', rejected: ['emel'] },
  { en: 'new', ms: 'baharu', rejected: ['baru'], otherSenses: ['New Zealand'] },
  { en: 'you', ms: 'anda', rejected: ['kamu', 'engkau'] },
] as const satisfies readonly GlossaryEntry[];

/**
 * How the Malay edition writes clock times (docs/translation.md, "Style"): a range names its
 * period once (`9–11 pagi`), and a whole hour has no `.00` (`8 pagi`).
 */
export const malayTimeStyle = [
  {
    pattern: /(?<![\p{L}\p{N}])\d{1,2}(?:\.\d{2})? (pagi|tengah hari|petang|malam)–\d{1,2}(?:\.\d{2})? \1(?!\p{L})/u,
    rule: 'a range names its period once: 9–11 pagi, not 9 pagi–11 pagi',
  },
  {
    pattern: /(?<![\p{L}\p{N}.])\d{1,2}\.00 (pagi|tengah hari|petang|malam)(?!\p{L})/u,
    rule: 'a whole hour has no .00: 8 pagi, not 8.00 pagi',
  },
] as const;

/**
 * English words and phrases found left untranslated in Malay texts, each with what the Malay
 * edition writes instead. `npm run check:content` (content-references.ts) refuses a Malay text
 * of `content/` that contains one, and `glossary.test.ts` does the same for the Malay e-mails.
 * Matched as whole words in any case, so names that merely contain one (`Flybridge Marine`)
 * would need an exception here before they could be used in Malay.
 */
export const englishLeftovers = [
  { en: 'flybridge', write: 'dek atas' },
  { en: 'power bank', write: 'bank kuasa' },
  { en: 'retrofit', write: 'boleh dipasang pada bot … sedia ada' },
  { en: 'survey', write: 'ukur kapal, ukur hidrografi' },
  { en: 'surveyor', write: 'juruukur' },
  { en: 'listing', write: 'penyenaraian' },
  { en: 'sunscreen', write: 'krim pelindung matahari' },
  { en: 'refit', write: 'baik pulih' },
  { en: 'generator', write: 'penjana kuasa' },
  { en: 'day boat', write: 'bot harian' },
  { en: 'foredeck', write: 'dek hadapan' },
  { en: 'pilothouse', write: 'ruang kemudi' },
  { en: 'cockpit', write: 'kokpit' },
  { en: 'yachting', write: 'industri kapal layar (or dunia kapal layar, for the pastime)' },
  { en: 'gateway', write: 'gerbang' },
] as const satisfies readonly { en: string; write: string }[];

/**
 * Proper names that contain an English leftover and stay as they are in Malay
 * (docs/translation.md, "What stays untranslated"); they are taken out before the check.
 */
export const namesWithLeftovers = ['Malaysia Yachting Conference', 'Riviera Straits Yachting'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase: no letter, digit or `_` may touch either end (`{{visitor_email}}`). */
const edge = { before: '(?<![\\p{L}\\p{N}_])', after: '(?![\\p{L}\\p{N}_])' };

/** Matches `text` as a whole word or phrase, in any case: `delegasi` but not `delegasinya`. */
export const wholePhrase = (text: string) => new RegExp(`${edge.before}${escapeRegExp(text)}${edge.after}`, 'iu');

/** Matches an English term with its plural: `delegate(s)`, `dinghy`/`dinghies`, `solar array(s)`. */
export const englishTerm = (term: string) => {
  const stem = /[^aeiou]y$/i.test(term)
    ? `${escapeRegExp(term.slice(0, -1))}(?:y|ies)`
    : `${escapeRegExp(term)}(?:s|es)?`;
  return new RegExp(`${edge.before}${stem}${edge.after}`, 'iu');
};

/** Whether an English text uses an entry's term in the glossary's sense (its `otherSenses` left out). */
export function usesTerm(entry: GlossaryEntry, english: string): boolean {
  const text = (entry.otherSenses ?? []).reduce(
    (rest, sense) => rest.replace(new RegExp(escapeRegExp(sense), 'giu'), ''),
    english,
  );
  return englishTerm(entry.en).test(text);
}

/** The English leftovers a Malay text contains, as whole words in any case, outside the names above. */
export function englishLeftoversIn(malay: string): (typeof englishLeftovers)[number][] {
  const text = namesWithLeftovers.reduce((rest, name) => rest.replaceAll(name, ' '), malay);
  return englishLeftovers.filter(({ en }) => wholePhrase(en).test(text));
}
