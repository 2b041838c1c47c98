import { CURRENCIES, OFFERS, type Currency, type Offer, type PackageInput, type PackageRow } from '@dealer/contracts';
import type { CrudTabSpec, FieldOption, OptionLabelKey } from '../crud/crud.types';

const CURRENCY_LABELS: Record<Currency, OptionLabelKey> = { SR: 'currencySR', $: 'currencyUSD' };

const OFFER_LABELS: Record<Offer, OptionLabelKey> = {
  Hr: 'offerHr',
  Day: 'offerDay',
  Weekend: 'offerWeekend',
  Month: 'offerMonth',
  Year: 'offerYear',
  'Black Friday': 'offerBlackFriday',
  'Special Offer': 'offerSpecialOffer',
};

const currencyOptions: FieldOption[] = CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] }));
const offerOptions: FieldOption[] = OFFERS.map((value) => ({ value, label: OFFER_LABELS[value] }));
const mostPopularOptions: FieldOption[] = [
  { value: 'true', label: 'yes' },
  { value: 'false', label: 'no' },
];

export const pricePackageTab: CrudTabSpec<PackageRow, PackageInput> = {
  tab: 'pricePackage',
  resource: 'packages',
  fields: [
    { name: 'serviceName', kind: 'text', required: true },
    { name: 'currency', kind: 'select', required: true, selectPlaceholder: true, options: currencyOptions },
    { name: 'price', kind: 'number', required: true, hint: 'price', min: 0, step: 'any' },
    { name: 'offer', kind: 'select', required: true, selectPlaceholder: true, options: offerOptions },
    { name: 'mostPopular', kind: 'select', required: true, initial: 'false', options: mostPopularOptions },
    { name: 'description', kind: 'text', wide: true },
    { name: 'services', kind: 'services', wide: true, hint: 'packageServices' },
  ],
  columns: [
    { field: 'serviceName', minWidth: 200, flex: 2 },
    { field: 'currency', kind: 'option', options: currencyOptions },
    { field: 'price', kind: 'number' },
    { field: 'offer', kind: 'option', options: offerOptions, minWidth: 140 },
    { field: 'mostPopular', kind: 'option', options: mostPopularOptions, minWidth: 130 },
    { field: 'description', minWidth: 240, flex: 2 },
    { field: 'services', kind: 'services', minWidth: 240, flex: 2 },
  ],
  rowLabel: (row) => row.serviceName,
};
