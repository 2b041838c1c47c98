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
  editable: true,
  fields: [
    { name: 'serviceName', kind: 'text', label: 'serviceName', required: true },
    { name: 'currency', kind: 'select', label: 'currency', required: true, selectPlaceholder: true, options: currencyOptions },
    { name: 'price', kind: 'number', label: 'price', required: true, hint: 'price', min: 0, step: 'any' },
    { name: 'offer', kind: 'select', label: 'offer', required: true, selectPlaceholder: true, options: offerOptions },
    { name: 'mostPopular', kind: 'select', label: 'mostPopular', required: true, initial: 'false', options: mostPopularOptions },
  ],
  columns: [
    { field: 'serviceName', label: 'serviceName', minWidth: 200, flex: 2 },
    { field: 'currency', label: 'currency', kind: 'option', options: currencyOptions },
    { field: 'price', label: 'price', kind: 'number' },
    { field: 'offer', label: 'offer', kind: 'option', options: offerOptions, minWidth: 140 },
    { field: 'mostPopular', label: 'mostPopular', kind: 'option', options: mostPopularOptions, minWidth: 130 },
  ],
  rowLabel: (row) => row.serviceName,
};
