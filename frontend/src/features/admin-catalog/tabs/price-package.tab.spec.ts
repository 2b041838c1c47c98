import { describe, expect, it } from '@jest/globals';
import type { PackageRow } from '@dealer/contracts';
import { emptyForm, formFromRow, formToInput, validateForm } from '../crud/crud-form.model';
import { pricePackageTab } from './price-package.tab';

const row: PackageRow = { _id: 'p1', serviceName: 'A/C gas refill', currency: 'SR', price: 149.5, offer: 'Month', mostPopular: 'true' };

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

  it('sends the price as a number and mostPopular as text', () => {
    const { _id, ...input } = row;
    const form = formFromRow(pricePackageTab.fields, row);
    expect(form.values.price).toBe('149.5');
    expect(formToInput(pricePackageTab.fields, form)).toEqual(input);
  });

  it('accepts a price of 0 and refuses a negative one', () => {
    const form = formFromRow(pricePackageTab.fields, row);
    expect(validateForm(pricePackageTab.fields, { ...form, values: { ...form.values, price: '0' } })).toBeNull();
    expect(validateForm(pricePackageTab.fields, { ...form, values: { ...form.values, price: '-5' } })).toEqual({ kind: 'invalid', label: 'price' });
  });
});
