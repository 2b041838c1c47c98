import { describe, expect, it } from '@jest/globals';
import { API_MESSAGES } from '@dealer/contracts';
import { errorBody } from './error-body.js';

describe('errorBody', () => {
  it('answers a database refusal of the caller’s data with 4xx in their language', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "customers_email_key"'), { driverError: { code: '23505' } });
    expect(errorBody(unique, 'en')).toEqual({ status: 409, body: { statusCode: 409, message: API_MESSAGES.alreadyExists.en } });
    expect(errorBody({ code: '22008' }, 'ar')).toEqual({ status: 400, body: { statusCode: 400, message: API_MESSAGES.valueOutOfRange.ar } });
  });

  it('answers anything unexpected 500 without its text, stack or SQL', () => {
    const failure = new Error('SELECT * FROM customers WHERE id = $1 failed');
    const { status, body } = errorBody(failure, 'en');
    expect(status).toBe(500);
    expect(body).toEqual({ statusCode: 500, message: API_MESSAGES.serverError.en });
  });

  it("words the router's own refusals", () => {
    expect(errorBody(Object.assign(new Error("'/api/x/%ED' is not a valid url component"), { code: 'FST_ERR_BAD_URL', statusCode: 400 }), 'en').body.message).toBe(
      API_MESSAGES.invalidAddress.en,
    );
    expect(errorBody(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), 'en').body.message).toBe(API_MESSAGES.jsonOnly.en);
  });
});
