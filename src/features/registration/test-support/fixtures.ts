/** Catalogue fixtures for the registration component tests. */
import type { Charity } from '../../../contract/docs/charities';
import type { ExtraProduct, LegPrice, RaceProduct } from '../api/catalogue-models';

export const NOW = new Date('2025-05-01T12:00:00Z');
export const EARLY_END = '2025-06-30';

const leg = (id: string, description: string, early: number, regular: number): LegPrice => ({
  id,
  active: true,
  unitAmount: regular,
  description,
  metadata: { description, early_price: String(early), regular_price: String(regular) },
});

export const LEGS: readonly LegPrice[] = [
  leg('price_tbcr25_250km', '250 km Leg', 3500, 4500),
  leg('price_tbcr25_1000km', '1,000 km Leg', 5500, 6500),
];

export const RACE: RaceProduct = {
  id: 'prod_tbcr2025',
  name: 'The Big Canada Run 2025',
  description: '',
  active: true,
  images: [],
  type: 'race',
  metadata: { type: 'race', url: 'thebigcanadarun2025', teams: 'true', early_end: EARLY_END },
};

export const CHARITIES: readonly Charity[] = [
  {
    id: 'food-banks',
    active: true,
    name: 'Community Food Banks',
    description: 'Food.',
    imageUrl: '',
    imageAlt: '',
    order: 1,
  },
  {
    id: 'trails',
    active: true,
    name: 'Canadian Trails Fund',
    description: 'Trails.',
    imageUrl: '',
    imageAlt: '',
    order: 2,
  },
];

export const EXTRAS: readonly ExtraProduct[] = [
  {
    id: 'prod_socks',
    name: 'Maple Leaf Socks',
    description: 'Red merino running socks.',
    cta: 'Add the socks',
    extraInfo: 'One size fits most.',
    images: ['/images/socks.svg'],
    price: {
      id: 'price_socks_pair',
      active: true,
      unitAmount: 1800,
      description: 'One pair',
      metadata: {},
    },
  },
  {
    id: 'prod_toque',
    name: 'Trans-Canada Toque',
    description: 'A warm knit toque.',
    cta: 'Stay warm',
    extraInfo: '',
    images: ['/images/toque.svg'],
    price: {
      id: 'price_toque_classic',
      active: true,
      unitAmount: 2800,
      description: 'Classic toque',
      metadata: {},
    },
  },
];

export const VALID_DETAILS = {
  firstName: 'Ada',
  lastName: 'Runner',
  address: '1 Main Street',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  postalCode: 'K1A 0A1',
  phoneNumber: '613-555-0100',
} as const;
