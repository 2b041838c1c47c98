import { describe, expect, it } from '@jest/globals';
import { mailFailureCause } from './mail-failure';

describe('mailFailureCause', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:2525', 'unreachable'],
    ['getaddrinfo ENOTFOUND smtp.example.sa', 'unreachable'],
    ['Greeting never received', 'unreachable'],
    ['Invalid login: 535 5.7.8 Username and Password not accepted', 'login'],
    ["Can't send mail - all recipients were rejected: 550 5.1.1 <x@example.sa>: Recipient address rejected", 'recipient'],
    ['Mail command failed: 553 5.7.1 Sender address rejected: not owned by user', 'sender'],
    ['Message failed: 554 5.7.1 Message rejected as spam', 'refused'],
    ['self-signed certificate in certificate chain', 'tls'],
    ['The mail cannot be opened: it was sealed under another SESSION_SECRET', 'sealed'],
    ['Template "x" has no text', 'other'],
  ])('reads %j as %s', (error, cause) => {
    expect(mailFailureCause(error)).toBe(cause);
  });

  it('has no cause to give for a mail without an error', () => {
    expect(mailFailureCause(null)).toBe('other');
  });
});
