import { describe, expect, it } from '@jest/globals';
import { emptyForm, formFromRow, formToInput, validateForm } from '../crud/crud-form.model';
import type { CrudTabSpec } from '../crud/crud.types';
import { contactDetailsTab } from './contact-details.tab';
import { modalBannerTab } from './modal-banner.tab';
import { modelYearTab } from './model-year.tab';
import { PORTFOLIO_ROW_HEIGHT, portfolioImagesTab } from './portfolio-images.tab';
import { servicesTab } from './services.tab';
import { timingsTab } from './timings.tab';
import { transmissionTab } from './transmission.tab';
import { vehicleTypeTab } from './vehicle-type.tab';

type AnyTab = CrudTabSpec<{ _id: string }, object>;

/** A saved row of each tab and the body its form sends back unchanged. */
const roundTrips: [string, AnyTab, { _id: string; [field: string]: unknown }, object][] = [
  ['services', servicesTab as unknown as AnyTab, { _id: 's', serviceName: 'A/C', serviceCategory: 'Gas refill', durationMinutes: 90 }, { serviceName: 'A/C', serviceCategory: 'Gas refill', durationMinutes: 90 }],
  ['vehicles', vehicleTypeTab as unknown as AnyTab, { _id: 'v', vehicleType: 'Toyota' }, { vehicleType: 'Toyota' }],
  ['transmissions', transmissionTab as unknown as AnyTab, { _id: 't', transmissionName: 'Automatic' }, { transmissionName: 'Automatic' }],
  ['models', modelYearTab as unknown as AnyTab, { _id: 'm', modelYear: '2024' }, { modelYear: '2024' }],
  ['timings', timingsTab as unknown as AnyTab, { _id: 'd', day: 'Friday', dayTiming: '04:00-PM to 10:00-PM' }, { day: 'Friday', dayTiming: '04:00-PM to 10:00-PM' }],
  [
    'contactInfo',
    contactDetailsTab as unknown as AnyTab,
    { _id: 'c', email: 'info@example.sa', phoneNumber: '+966920000000', address: 'Riyadh', whatsappNumber: '', b2bUrl: 'https://b2b.example.sa', facebook: '', instagram: '', x: '', youtube: '', linkedin: '' },
    { email: 'info@example.sa', phoneNumber: '+966920000000', address: 'Riyadh', whatsappNumber: '', b2bUrl: 'https://b2b.example.sa', facebook: '', instagram: '', x: '', youtube: '', linkedin: '' },
  ],
];

describe('catalog tabs', () => {
  it.each(roundTrips)('%s: Edit then Save sends the row back unchanged', (_name, tab, row, body) => {
    const form = formFromRow(tab.fields, row);
    expect(validateForm(tab.fields, form)).toBeNull();
    expect(formToInput(tab.fields, form)).toEqual(body);
  });

  it('services: a duration from 15 minutes to 12 hours', () => {
    const form = formFromRow(servicesTab.fields, { _id: 's', serviceName: 'A/C', serviceCategory: 'Gas', serviceNameAr: '', serviceCategoryAr: '', durationMinutes: 60 });
    expect(emptyForm(servicesTab.fields).values.durationMinutes).toBe('60');
    for (const minutes of ['0', '735']) expect(validateForm(servicesTab.fields, { ...form, values: { ...form.values, durationMinutes: minutes } })).toMatchObject({ kind: 'invalid' });
    expect(validateForm(servicesTab.fields, { ...form, values: { ...form.values, durationMinutes: '720' } })).toBeNull();
  });

  it.each(roundTrips)('%s: an empty form asks to fill the mandatory fields', (_name, tab) => {
    expect(validateForm(tab.fields, emptyForm(tab.fields))).toEqual({ kind: 'missing' });
  });

  it('contact details need only e-mail, phone and address', () => {
    const required = contactDetailsTab.fields.filter((field) => field.required).map((field) => field.name);
    expect(required).toEqual(['email', 'phoneNumber', 'address']);
  });

  it('timings check the hinted format', () => {
    const form = formFromRow(timingsTab.fields, { _id: 'd', day: 'Friday', dayTiming: '4 PM to 10 PM' });
    expect(validateForm(timingsTab.fields, form)).toEqual({ kind: 'invalid', label: 'dayTiming' });
  });

  it('a model year is four digits and a failed add says Failed to add Year', () => {
    const form = formFromRow(modelYearTab.fields, { _id: 'm', modelYear: '24' });
    expect(validateForm(modelYearTab.fields, form)).toEqual({ kind: 'invalid', label: 'modelYear' });
    expect(modelYearTab.messages?.createFailed).toBe('failedToAddYear');
  });

  it('the banner needs a title and an image and is only added, never edited', () => {
    const form = emptyForm(modalBannerTab.fields);
    expect(validateForm(modalBannerTab.fields, { ...form, values: { ...form.values, bannerTitle: 'Summer' } })).toEqual({ kind: 'missing' });
    const filled = { _id: '', values: { bannerTitle: ' Summer ', imagePath: 'data:image/png;base64,AAAA' } };
    expect(formToInput(modalBannerTab.fields, filled)).toEqual({ bannerTitle: 'Summer', imagePath: 'data:image/png;base64,AAAA' });
    expect(modalBannerTab.editable).toBe(false);
    expect(modalBannerTab.messages?.added).toBe('bannerAdded');
  });

  it('a portfolio image is required (as an info toast), shown in tall rows and never edited', () => {
    expect(validateForm(portfolioImagesTab.fields, emptyForm(portfolioImagesTab.fields))).toEqual({ kind: 'missing' });
    expect(portfolioImagesTab.messages).toEqual({ added: 'imagesAdded', missingAsInfo: true });
    expect(portfolioImagesTab.rowHeight).toBe(PORTFOLIO_ROW_HEIGHT);
    expect(PORTFOLIO_ROW_HEIGHT).toBe(350);
    expect(portfolioImagesTab.editable).toBe(false);
  });
});
