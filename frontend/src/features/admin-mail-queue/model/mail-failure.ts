/** What an admin can do about a failed mail, read from the mail server's (or the worker's) words. */
export type MailFailureCause = 'unreachable' | 'login' | 'recipient' | 'sender' | 'refused' | 'tls' | 'sealed' | 'other';

// Nodemailer's and Node's wording, and SMTP's reply codes: 535 authentication, 550/551/553 a
// mailbox, 552/554 the message. The first that matches wins, so the specific come first.
const CAUSES: [MailFailureCause, RegExp][] = [
  ['sealed', /sealed under another SESSION_SECRET/],
  ['tls', /certificate|wrong version number|SSL routines|TLS/i],
  ['login', /Invalid login|\b53[45]\b|authentication/i],
  ['unreachable', /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|Connection timeout|Greeting never received|Connection closed/i],
  ['recipient', /recipients were rejected|Recipient address rejected|RCPT TO/i],
  ['sender', /Mail command failed|Sender address rejected|MAIL FROM/i],
  ['refused', /Message failed|\b55[0-4]\b/],
];

export function mailFailureCause(error: string | null): MailFailureCause {
  if (!error) return 'other';
  return CAUSES.find(([, pattern]) => pattern.test(error))?.[0] ?? 'other';
}
