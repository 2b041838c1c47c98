import { describe, expect, it } from '@jest/globals';
import type { PackageRow } from '@dealer/contracts';
import { withArabicCompanions } from '../crud/arabic-companions';
import { emptyForm, formFromRow, formToInput, validateForm } from '../crud/crud-form.model';
import { pricePackageTab } from './price-package.tab';

const row: PackageRow = {
  _id: 'p1',
  serviceName: 'A/C gas refill',
  serviceNameAr: 'تعبئة غاز المكيف',
  description: 'Gas, leak test and filter',
  descriptionAr: '',
  currency: 'SR',
  price: 149.5,
  offer: 'Month',
  mostPopular: 'true',
  services: ['s2', 's1'],
};

describe('Price Package tab', () => {
  it('starts on Select for currency and offer, which do not count as chosen', () => {
    const form = emptyForm(pricePackageTab.fields);
    expect(form.values).toMatchObject({ currency: '', offer: '', mostPopular: 'false' });
    const filled = { ...form, values: { ...form.values, serviceName: 'A', price: '10' } };
    expect(validateForm(pricePackageTab.fields, filled)).toEqual({ kind: 'missing' });
  });

  it('offers SR and $ and the spec offers behind a Select placeholder', () => {
    const [, currency, , offer] = pricePackageTab.fields;
    expect(currency.selectPlaceholder).toBe(true);
    expect(currency.options?.map((option) => option.value)).toEqual(['SR', '$']);
    expect(offer.options?.map((option) => option.value)).toEqual(['Hr', 'Day', 'Weekend', 'Month', 'Year', 'Black Friday', 'Special Offer']);
  });

  it('sends the price as a number, mostPopular as text and the description with its Arabic companion', () => {
    const { _id, ...input } = row;
    const fields = withArabicCompanions('packages', pricePackageTab.fields);
    const form = formFromRow(fields, row);
    expect(form.values.price).toBe('149.5');
    expect(formToInput(fields, form)).toEqual(input);
  });

  it('sends the included services in the order they were ticked, each once', () => {
    const form = formFromRow(pricePackageTab.fields, row);
    const ticked = { ...form, values: { ...form.values, services: ['s2', 's1', 's3', 's1'] } };
    expect(formToInput(pricePackageTab.fields, ticked).services).toEqual(['s2', 's1', 's3']);
    expect(formToInput(pricePackageTab.fields, emptyForm(pricePackageTab.fields)).services).toEqual([]);
  });

  it('accepts a price of 0 and refuses a negative one', () => {
    const form = formFromRow(pricePackageTab.fields, row);
    expect(validateForm(pricePackageTab.fields, { ...form, values: { ...form.values, price: '0' } })).toBeNull();
    expect(validateForm(pricePackageTab.fields, { ...form, values: { ...form.values, price: '-5' } })).toEqual({ kind: 'invalid', label: 'price' });
  });
});
