import { describe, expect, it } from '@jest/globals';
import { findUnsafeInput, hasUnstorableText, isJsonContentType, isImplausibleDate, jsonNestsDeeperThan, MAX_NESTING, settleClientId, yearOf } from './request-guard.js';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('isJsonContentType', () => {
  it('takes JSON with or without a charset, in any case', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
  });

  it('refuses what a foreign form can send, and no type at all', () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'text/plain; a=application/json', 'application/jsonp', undefined]) {
      expect(isJsonContentType(type)).toBe(false);
    }
  });
});

describe('hasUnstorableText', () => {
  it('finds NUL, the other control characters and unpaired surrogates', () => {
    expect(hasUnstorableText('a\u0000b')).toBe(true);
    for (const control of ['\u0001', '\u0008', '\u000b', '\u000c', '\u001b[31m', '\u007f']) expect([control, hasUnstorableText(`a${control}b`)]).toEqual([control, true]);
    expect(hasUnstorableText('\ud800@example.com')).toBe(true);
    expect(hasUnstorableText('x\udc00')).toBe(true);
    expect(hasUnstorableText('ends high \ud83d')).toBe(true);
  });

  it('lets through Arabic, emoji and line breaks', () => {
    expect(hasUnstorableText('مرحبا 👋\nline\ttab\r\n')).toBe(false);
  });
});

describe('dates', () => {
  it('reads the year of the forms the API takes', () => {
    expect(yearOf('2026-11-23')).toBe(2026);
    expect(yearOf('0000-01-01')).toBe(0);
    expect(yearOf('11/23/2026')).toBe(2026);
    expect(yearOf('11_23_0000')).toBe(0);
    expect(yearOf('2026-11-23T10:00:00Z')).toBe(2026);
    expect(yearOf('+275760-09-13')).toBe(275760);
    expect(yearOf('next week')).toBeUndefined();
    expect(yearOf('2026-11-23-junk')).toBeUndefined();
  });

  it('refuses years before 1950 and after 2100 only', () => {
    expect(isImplausibleDate('0000-01-01')).toBe(true);
    expect(isImplausibleDate('1949-12-31')).toBe(true);
    expect(isImplausibleDate('2101-01-01')).toBe(true);
    expect(isImplausibleDate('1950-01-01')).toBe(false);
    expect(isImplausibleDate('2100-12-31')).toBe(false);
    expect(isImplausibleDate('not a date')).toBe(false);
  });
});

describe('findUnsafeInput', () => {
  it('names the field that holds bad text, however deep', () => {
    expect(findUnsafeInput({ firstName: 'a\u0000b' })).toMatchObject({ field: 'firstName', constraint: 'storableText' });
    expect(findUnsafeInput({ services: ['ok', '\ud800'] })).toMatchObject({ field: 'services.1', constraint: 'storableText' });
    expect(findUnsafeInput({ 'bad\u0000key': 1 })).toMatchObject({ field: 'body', constraint: 'storableText' });
    expect(findUnsafeInput('Riy\u0000adh', 'branchName')).toMatchObject({ field: 'branchName', constraint: 'storableText' });
  });

  it('checks the year of fields named as dates, lists of dates included', () => {
    expect(findUnsafeInput({ failedDate: '0000-01-01' })).toMatchObject({ field: 'failedDate', constraint: 'plausibleDate' });
    expect(findUnsafeInput({ closedDates: ['2026-09-23', '0001-01-01'] })).toMatchObject({ field: 'closedDates.1', constraint: 'plausibleDate' });
    expect(findUnsafeInput('0000-01-01', 'date')).toMatchObject({ field: 'date', constraint: 'plausibleDate' });
    // A serial number that happens to look like a date is not a date.
    expect(findUnsafeInput({ unitSerialNumber: '0000-01-01' })).toBeUndefined();
  });

  it('refuses numbers only an exponent can write', () => {
    expect(findUnsafeInput({ price: 5e-323 })).toMatchObject({ field: 'price', constraint: 'plausibleNumber' });
    expect(findUnsafeInput({ price: 1e21 })).toMatchObject({ field: 'price', constraint: 'plausibleNumber' });
    expect(findUnsafeInput({ latitude: 24.713552, longitude: -46.000001, price: 0, slotIndex: 12 })).toBeUndefined();
  });

  it(`allows ${MAX_NESTING} levels and refuses more, without recursion`, () => {
    expect(findUnsafeInput(nested(MAX_NESTING))).toBeUndefined();
    expect(findUnsafeInput(nested(MAX_NESTING + 1))).toMatchObject({ field: 'body', constraint: 'maxNesting' });
    expect(findUnsafeInput(nested(200_000))).toMatchObject({ constraint: 'maxNesting' });
  });

  it('passes ordinary bodies', () => {
    expect(findUnsafeInput({ email: 'a@b.co', model: '2022', services: ['A/C'], isListed: true, price: 1, note: null })).toBeUndefined();
    expect(findUnsafeInput(undefined)).toBeUndefined();
  });
});

describe('jsonNestsDeeperThan', () => {
  const bytes = (text: string) => Buffer.from(text);

  it('counts objects and arrays', () => {
    expect(jsonNestsDeeperThan(bytes(JSON.stringify(nested(3))), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(JSON.stringify(nested(4))), 3)).toBe(true);
    expect(jsonNestsDeeperThan(bytes('['.repeat(5_000_000)), MAX_NESTING)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(bytes(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[" loud' })), 2)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(JSON.stringify({ a: 'قوس [[[[ 👋' })), 1)).toBe(false);
  });
});

describe('settleClientId', () => {
  const id = '3f1c2a10-0000-4000-8000-000000000001';

  it("drops the spec's empty _id on create and refuses a given one", () => {
    expect(settleClientId('POST', { _id: '', imagePath: 'x' }, [])).toEqual({ ok: true, body: { imagePath: 'x' } });
    expect(settleClientId('POST', { _id: id, imagePath: 'x' }, [])).toMatchObject({ ok: false, problem: { field: '_id', constraint: 'emptyOnCreate' } });
  });

  it('drops the _id of the row being changed and refuses another', () => {
    expect(settleClientId('PUT', { _id: id.toUpperCase(), day: 'Friday' }, [id])).toEqual({ ok: true, body: { day: 'Friday' } });
    expect(settleClientId('PUT', { _id: 'someone-else' }, [id])).toMatchObject({ ok: false, problem: { constraint: 'matchesAddress' } });
    expect(settleClientId('PUT', { _id: 7 }, [id])).toMatchObject({ ok: false });
  });

  it('leaves bodies without _id alone', () => {
    const body = { a: 1 };
    expect(settleClientId('POST', body, [])).toEqual({ ok: true, body });
    expect(settleClientId('POST', [1], [])).toEqual({ ok: true, body: [1] });
  });
});
