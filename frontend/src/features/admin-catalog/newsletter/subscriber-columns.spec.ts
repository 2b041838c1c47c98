import { describe, expect, it } from '@jest/globals';
import type { TFunction } from '../../../lib/i18n';
import type { ValueFormatterParams } from 'ag-grid-community';
import type { NewsletterRow } from '@dealer/contracts';
import { SUBSCRIBER_COLUMNS, subscriberColumns, subscribersCsvParams } from './subscriber-columns';

const t = ((key: string) => key) as unknown as TFunction;

const formatted = (colId: string, value: unknown, lang = 'en') => {
  const column = subscriberColumns(t, lang).find((c) => c.colId === colId)!;
  return (column.valueFormatter as (params: ValueFormatterParams<NewsletterRow>) => string)({ value } as ValueFormatterParams<NewsletterRow>);
};

describe('newsletter subscribers grid and its CSV export', () => {
  it('exports to newsletter-subscribers.csv the columns shown, without the serial and action columns', () => {
    expect(subscribersCsvParams().fileName).toBe('newsletter-subscribers.csv');
    expect(subscribersCsvParams().columnKeys).toEqual(['email', 'lang', 'consentAt', 'confirmedAt']);
    expect(subscriberColumns(t, 'en').map((column) => column.colId)).toEqual([...SUBSCRIBER_COLUMNS]);
  });

  it('names the language instead of showing its code', () => {
    expect(formatted('lang', 'en')).toBe('newsletter.subscribers.langEn');
    expect(formatted('lang', 'ar')).toBe('newsletter.subscribers.langAr');
  });

  it.each(['consentAt', 'confirmedAt'])('shows %s in Saudi time with Latin digits in both languages', (colId) => {
    expect(formatted(colId, '2026-03-01T09:30:00.000Z')).toMatch(/1 Mar 2026.*12:30/);
    expect(formatted(colId, '2026-03-01T09:30:00.000Z', 'ar')).toMatch(/2026.*12:30/);
  });

  it('lists the most recent consent first', () => {
    expect(subscriberColumns(t, 'en').find((c) => c.colId === 'consentAt')?.sort).toBe('desc');
  });
});
