import type { Widen } from '~/lib/widen';
import { partnersContent as english } from '../partners';

type PartnerId = (typeof english)[number]['id'];

// Names stay as the wordmarks spell them: they are the images' text alternatives.
const roles: Record<PartnerId, string> = {
  lada: 'Pihak berkuasa tuan rumah',
  'royal-langkawi-yacht-club': 'Lokasi penganjuran',
  'rebak-marina': 'Rakan kongsi marina',
  'telaga-harbour': 'Rakan kongsi marina',
  'straits-marine': 'Rakan kongsi limbungan kapal',
  'pearl-cove': 'Rakan kongsi pempamer',
  'andaman-assurance': 'Rakan kongsi insurans',
  'velocity-boats': 'Rakan kongsi sukan air',
};

export const partnersContent: Widen<typeof english> = english.map((partner) => ({
  ...partner,
  role: roles[partner.id],
}));
