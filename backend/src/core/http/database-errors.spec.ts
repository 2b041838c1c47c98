import { describe, expect, it } from '@jest/globals';
import { databaseRefusal, isDatabaseUnavailable, sqlState } from './database-errors.js';

/** The shape TypeORM throws: the driver's error kept as driverError, its code copied. */
const queryFailed = (code: string) => Object.assign(new Error('insert into "customers" ... violates'), { driverError: { code, severity: 'ERROR' } });

describe('databaseRefusal', () => {
  it("answers the caller's data with 4xx", () => {
    expect(databaseRefusal(queryFailed('23502'))).toEqual({ status: 400, key: 'valueMissing' });
    expect(databaseRefusal(queryFailed('23505'))).toEqual({ status: 409, key: 'alreadyExists' });
    expect(databaseRefusal(queryFailed('23503'))).toEqual({ status: 409, key: 'stillReferenced' });
    expect(databaseRefusal(queryFailed('22008'))).toEqual({ status: 400, key: 'valueOutOfRange' });
    expect(databaseRefusal(queryFailed('22003'))).toEqual({ status: 400, key: 'valueOutOfRange' });
    expect(databaseRefusal({ code: '22021' })).toEqual({ status: 400, key: 'valueNotStorable' });
    expect(databaseRefusal({ code: '22P05' })).toEqual({ status: 400, key: 'valueNotStorable' });
    expect(databaseRefusal(new Error('wrapped', { cause: { code: '40001' } }))).toEqual({ status: 409, key: 'changedMeanwhile' });
  });

  it('leaves our own failures as they are', () => {
    expect(databaseRefusal(queryFailed('42P01'))).toBeUndefined(); // undefined table: a bug
    expect(databaseRefusal(queryFailed('57P01'))).toBeUndefined(); // admin shutdown
    expect(databaseRefusal(Object.assign(new Error('socket'), { code: 'EPIPE' }))).toBeUndefined();
    expect(databaseRefusal(new TypeError('x is undefined'))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot take the request now', () => {
    expect(isDatabaseUnavailable(queryFailed('53300'))).toBe(true); // too many clients
    expect(isDatabaseUnavailable(queryFailed('57P01'))).toBe(true); // admin shutdown
    expect(isDatabaseUnavailable(queryFailed('57P03'))).toBe(true); // starting up
    expect(isDatabaseUnavailable(queryFailed('08006'))).toBe(true); // connection failure
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }))).toBe(true);
  });

  it('leaves bugs and bad data alone', () => {
    expect(isDatabaseUnavailable(queryFailed('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(queryFailed('23505'))).toBe(false);
    expect(isDatabaseUnavailable(queryFailed('53100'))).toBe(false); // disk full: not fixed by a retry
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
