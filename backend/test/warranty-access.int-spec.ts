import { beforeAll, describe, expect, it } from '@jest/globals';
import { WARRANTY_MESSAGES, type SubmitClaimResponse } from '@dealer/contracts';
import { plusDays, riyadhDate } from '../src/core/time/riyadh-time.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { claim } from './support/claim-fixtures.js';
import { Caller } from './support/http-client.js';
import { useTestApp } from './support/test-app.js';

// Many refused submissions from few customers here; the submission rate limit has its own test.
const t = useTestApp({ env: { CLAIMS_PER_HOUR: '1000' } });
let admin: Caller;
let sara: Caller;
let omar: Caller;
let saraClaim: string;

beforeAll(async () => {
  admin = await adminCaller(t);
  sara = await customerCaller(t, 'sara@example.com');
  omar = await customerCaller(t, 'omar@example.com');
  const filed = await sara.post<SubmitClaimResponse>('/api/warrantyclaims/', claim());
  expect(filed.status).toBe(201);
  saraClaim = filed.body._id;
});

/** Every bad request gets a 4xx with a message a person can read; never a 500. */
function refusal(answer: { status: number; body: unknown }, status = 400): string {
  expect(answer.status).toBe(status);
  const message = (answer.body as { message?: unknown }).message;
  expect(typeof message).toBe('string');
  return message as string;
}

const today = riyadhDate(new Date());
const submit = (caller: Caller, body: Record<string, unknown>) => caller.post('/api/warrantyclaims/', body);
const move = (caller: Caller, claimId: string, body: Record<string, unknown>) => caller.post(`/api/warrantyclaims/${claimId}/status`, body);

describe('who sees and changes a claim', () => {
  it('wants a session to file or read claims', async () => {
    const anonymous = new Caller(t.app);
    expect((await submit(anonymous, claim())).status).toBe(401);
    expect((await anonymous.get('/api/warrantyclaims/list/sara@example.com')).status).toBe(401);
    expect((await anonymous.get(`/api/warrantyclaims/${saraClaim}/history`)).status).toBe(401);
    expect((await move(anonymous, saraClaim, { status: 'under_review' })).status).toBe(401);
  });

  it("never shows a customer another's claim", async () => {
    expect((await omar.get('/api/warrantyclaims/list/sara@example.com')).status).toBe(403);
    expect((await omar.get('/api/warrantyclaims/list/omar@example.com')).body).toEqual({ data: [] });
    expect((await omar.get('/api/warrantyclaims/')).status).toBe(403);
    expect((await omar.get('/api/warrantyclaims/list/a%25zz@example.com')).status).toBe(403);
    expect((await sara.get<{ data: unknown[] }>('/api/warrantyclaims/list/Sara%40Example.com')).body.data).toHaveLength(1);
    expect((await admin.get('/api/warrantyclaims/list/a%25zz@example.com')).body).toEqual({ data: [] });
    expect(refusal(await omar.get(`/api/warrantyclaims/${saraClaim}/history`), 404)).toBe(WARRANTY_MESSAGES.claimNotFound.en);
  });

  it('lets only admins change a status, and only the owner answer', async () => {
    expect((await move(sara, saraClaim, { status: 'under_review' })).status).toBe(403);
    expect((await move(omar, saraClaim, { status: 'under_review' })).status).toBe(403);
    await move(admin, saraClaim, { status: 'information_requested', note: 'Photo of the unit, please' });
    expect(refusal(await omar.post(`/api/warrantyclaims/${saraClaim}/information`, { information: 'Not mine' }), 404)).toBe(WARRANTY_MESSAGES.claimNotFound.en);
    expect((await admin.post(`/api/warrantyclaims/${saraClaim}/information`, { information: 'On her behalf' })).status).toBe(403);
    expect((await sara.post(`/api/warrantyclaims/${saraClaim}/information`, { information: 'Brought to the branch' })).status).toBe(200);
  });

  it('answers 404 for a claim that does not exist and 400 for an id that is not one', async () => {
    const missing = '3f1c2a10-0000-4000-8000-000000000001';
    expect(refusal(await move(admin, missing, { status: 'under_review' }), 404)).toBe(WARRANTY_MESSAGES.claimNotFound.en);
    expect((await admin.get(`/api/warrantyclaims/${missing}/history`)).status).toBe(404);
    expect(refusal(await move(admin, 'claim-1', { status: 'under_review' }))).toMatch(/not a valid identifier/);
  });
});

describe('refused transitions', () => {
  let claimId: string;
  beforeAll(async () => {
    claimId = (await sara.post<SubmitClaimResponse>('/api/warrantyclaims/', claim())).body._id;
  });

  it('answers 409 for a move the status does not allow', async () => {
    expect(refusal(await move(admin, claimId, { status: 'approved', resolution: 'repaired' }), 409)).toBe(WARRANTY_MESSAGES.transitionRefused.en);
    expect(refusal(await move(admin, claimId, { status: 'closed' }), 409)).toBe(WARRANTY_MESSAGES.transitionRefused.en);
    expect(refusal(await sara.post(`/api/warrantyclaims/${claimId}/information`, { information: 'Unasked' }), 409)).toBe(WARRANTY_MESSAGES.informationNotRequested.en);
  });

  it('wants the question, the reason or the resolution a move needs (400)', async () => {
    expect(refusal(await move(admin, claimId, { status: 'information_requested' }))).toBe(WARRANTY_MESSAGES.noteRequired.en);
    expect(refusal(await move(admin, claimId, { status: 'rejected', note: '  ' }))).toBe(WARRANTY_MESSAGES.noteRequired.en);
    await move(admin, claimId, { status: 'under_review' });
    expect(refusal(await move(admin, claimId, { status: 'approved' }))).toBe(WARRANTY_MESSAGES.resolutionRequired.en);
    expect(refusal(await move(admin, claimId, { status: 'approved', resolution: 'refunded' }))).toMatch(/Resolution must be one of/);
    expect(refusal(await move(admin, claimId, { status: 'submitted' }))).toMatch(/Status must be one of/);
  });

  it('moves a closed claim nowhere, in the caller’s language', async () => {
    await move(admin, claimId, { status: 'rejected', note: 'Outside the warranty period' });
    await move(admin, claimId, { status: 'closed' });
    for (const status of ['information_requested', 'under_review', 'rejected', 'closed']) {
      expect((await move(admin, claimId, { status, note: 'again', resolution: 'repaired' })).status).toBe(409);
    }
    expect(refusal(await move(await adminCaller(t, 'ar'), claimId, { status: 'closed' }), 409)).toBe(WARRANTY_MESSAGES.transitionRefused.ar);
  });
});

describe('bad claims', () => {
  it('names the missing mandatory fields', async () => {
    const { companyName: _c, failureReason: _f, ...incomplete } = claim();
    const answer = await submit(sara, incomplete);
    expect(refusal(answer)).toMatch(/Customer \/ shop name is required/);
    expect((answer.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(expect.arrayContaining(['companyName', 'failureReason']));
    expect(refusal(await submit(sara, claim({ vehicleName: 'Select Vehicle Name' })))).toBe('Vehicle name is required');
    expect(refusal(await submit(sara, claim({ message: '   ' })))).toBe('Message is required');
  });

  it('refuses impossible dates', async () => {
    expect(refusal(await submit(sara, claim({ originalUnitInstallDate: plusDays(today, -3), failedDate: plusDays(today, -4) })))).toBe(WARRANTY_MESSAGES.failedBeforeInstall.en);
    expect(refusal(await submit(sara, claim({ failedDate: plusDays(today, 1) })))).toBe(WARRANTY_MESSAGES.dateInFuture.en);
    expect(refusal(await submit(sara, claim({ failedDate: '2026-02-30' })))).toBe(WARRANTY_MESSAGES.badDate.en);
    expect(refusal(await submit(sara, claim({ failedDate: '12/01/2025' })))).toBe(WARRANTY_MESSAGES.badDate.en);
    const arabic = new Caller(t.app, 'ar');
    arabic.cookie = sara.cookie;
    expect(refusal(await submit(arabic, claim({ originalUnitInstallDate: today, failedDate: plusDays(today, -1) })))).toBe(WARRANTY_MESSAGES.failedBeforeInstall.ar);
  });

  it('refuses oversized text', async () => {
    expect(refusal(await submit(sara, claim({ message: 'a'.repeat(1024 * 1024) })))).toBe('Message must be at most 2000 characters');
    expect(refusal(await submit(sara, claim({ companyName: 'a'.repeat(201) })))).toMatch(/at most 200/);
    expect(refusal(await sara.post(`/api/warrantyclaims/${saraClaim}/information`, { information: 'a'.repeat(2001) }))).toMatch(/at most 2000/);
    expect(refusal(await move(admin, saraClaim, { status: 'rejected', note: 'a'.repeat(2001) }))).toMatch(/at most 2000/);
  });

  it('refuses wrong types and unknown fields', async () => {
    expect(refusal(await submit(sara, claim({ companyName: 42 })))).toMatch(/must be text/);
    expect(refusal(await submit(sara, claim({ failedDate: 20260101 })))).toMatch(/must be text/);
    expect(refusal(await submit(sara, claim({ newPartName: ['x'] })))).toMatch(/must be text/);
    expect(refusal(await submit(sara, { ...claim(), status: 'approved' }))).toMatch(/not a known field/);
    expect(refusal(await submit(sara, { ...claim(), customerId: 'someone' }))).toMatch(/not a known field/);
    expect(refusal(await move(admin, saraClaim, { status: 'under_review', by: 'x' }))).toMatch(/not a known field/);
  });

  it('refuses an e-invoice photo that is not an image or is too large', async () => {
    const text = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect(refusal(await submit(sara, claim({ invoiceImage: text })))).toMatch(/not a PNG, JPEG or WebP/);
    expect(refusal(await submit(sara, claim({ invoiceImage: 'http://example.com/a.png' })))).toMatch(/could not be read/);
    expect(refusal(await submit(sara, claim({ invoiceImage: `data:image/png;base64,${'A'.repeat(7 * 1024 * 1024)}` })), 413)).toMatch(/larger than 5 MB/);
  });

  it('files nothing when refusing', async () => {
    const own = await sara.get<{ data: unknown[] }>('/api/warrantyclaims/list/sara@example.com');
    expect(own.body.data).toHaveLength(2);
  });
});
