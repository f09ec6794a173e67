import type { Widen } from '~/lib/widen';
import type { searchContent as english } from '../search';

export const searchContent: Widen<typeof english> = {
  button: 'Cari',
  title: 'Cari di laman web ini',
  label: 'Kata carian',
  placeholder: 'Bot, pempamer, acara…',
  hint: 'Bot, pempamer, acara atau soalan: taipkan nama atau beberapa perkataan.',
  loading: 'Memuatkan carian…',
  // Malay nouns do not change with the count.
  count: { one: '{count} hasil', other: '{count} hasil' },
  none: 'Tiada hasil untuk “{query}”.',
  failed:
    'Carian tidak dapat dimuatkan. Carian kali pertama memerlukan sambungan Internet: cuba lagi apabila anda dalam talian.',
  retry: 'Cuba lagi',
  results: 'Hasil carian',
  inSection: '{page} › {section}',
  close: 'Tutup',
};
