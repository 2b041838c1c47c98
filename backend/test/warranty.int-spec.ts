import { beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES, isolate, WARRANTY_MESSAGES, type ClaimRow, type SubmitClaimResponse } from '@dealer/contracts';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { riyadhDate } from '../src/core/time/riyadh-time.js';
import { ClaimMailSubscriber } from '../src/modules/notifications/claim-mail/claim-mail.subscriber.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { arabicCustomerCaller, claim } from './support/claim-fixtures.js';
import type { Caller } from './support/http-client.js';
import { useTestApp } from './support/test-app.js';

const t = useTestApp();
let admin: Caller;
let sara: Caller;
let layla: Caller;
let png: Buffer;

beforeAll(async () => {
  admin = await adminCaller(t);
  sara = await customerCaller(t, 'sara@example.com');
  layla = await arabicCustomerCaller(t, 'layla@example.com');
  png = await readFile(new URL('./fixtures/workshop.png', import.meta.url));
});

const SARA = 'sara@example.com';
const LAYLA = 'layla@example.com';
const REFERENCE = new RegExp(`^WC-${riyadhDate(new Date()).slice(0, 4)}-\\d{6}$`);

async function listOf(caller: Caller, email: string): Promise<ClaimRow[]> {
  const answer = await caller.get<{ data: ClaimRow[] }>(`/api/warrantyclaims/list/${encodeURIComponent(email)}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function setStatus(claimId: string, body: Record<string, unknown>): Promise<void> {
  const answer = await admin.post(`/api/warrantyclaims/${claimId}/status`, body);
  expect(answer).toMatchObject({ status: 200, body: { message: WARRANTY_MESSAGES.statusChanged.en } });
}

const bySubject = (start: string) => (mail: { subject: string }) => mail.subject.startsWith(start);

describe('a warranty claim from submission to closing', () => {
  let claimId: string;
  let reference: string;

  it('files the claim with the e-invoice photo and answers its reference', async () => {
    const answer = await sara.post<SubmitClaimResponse>('/api/warrantyclaims/', claim({ invoiceImage: `data:image/png;base64,${png.toString('base64')}`, email: 'ignored@example.com' }));
    expect(answer.status).toBe(201);
    ({ _id: claimId, reference } = answer.body);
    expect(reference).toMatch(REFERENCE);
    expect(answer.body.message).toBe(`Your warranty claim ${reference} has been submitted Successfully`);

    const mail = await t.mail.waitForMail(SARA, bySubject('Warranty claim'));
    expect(mail.subject).toBe(`Warranty claim ${reference} received`);
    expect(mail.text).toContain(`Claim reference: ${reference}`);
    expect(mail.text).toContain('http://site.test/account');
  });

  it("lists it under the session's customer with every field, and serves the photo", async () => {
    const [row, ...others] = await listOf(sara, SARA);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ ...claim(), _id: claimId, reference, email: SARA, status: 'submitted', resolution: null, informationRequest: null, homeOwnerName: '' });
    expect(row!.invoiceImagePath).toBe(`/api/warrantyclaims/${claimId}/invoice-image`);
    const image = await t.app.inject({ method: 'GET', url: row!.invoiceImagePath!, headers: { cookie: sara.cookie! } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe(`inline; filename="invoice-${reference}.png"`);
    // Stored re-encoded: the same picture, not necessarily the same bytes.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 120, height: 80 });

    const all = await admin.get<{ data: ClaimRow[] }>('/api/warrantyclaims/');
    expect(all.body.data.map((r) => r.reference)).toContain(reference);
    expect((await listOf(admin, SARA)).map((r) => r._id)).toEqual([claimId]);
  });

  it('asks the customer for information, by mail and in the list', async () => {
    await setStatus(claimId, { status: 'information_requested', note: 'Which branch installed the unit?' });
    const mail = await t.mail.waitForMail(SARA, bySubject(`Warranty claim ${reference}:`));
    expect(mail.subject).toBe(`Warranty claim ${reference}: we need more information`);
    expect(mail.text).toContain('Which branch installed the unit?');
    expect((await listOf(sara, SARA))[0]).toMatchObject({ status: 'information_requested', informationRequest: 'Which branch installed the unit?' });
  });

  it("takes the owner's answer", async () => {
    const answer = await sara.post(`/api/warrantyclaims/${claimId}/information`, { information: 'Riyadh - Olaya, in June' });
    expect(answer).toMatchObject({ status: 200, body: { message: WARRANTY_MESSAGES.informationSent.en } });
    expect((await listOf(sara, SARA))[0]).toMatchObject({ status: 'information_provided', informationRequest: null });
  });

  it('reviews, approves with a resolution and closes, mailing each step', async () => {
    await setStatus(claimId, { status: 'under_review' });
    expect((await t.mail.waitForMail(SARA, bySubject(`Warranty claim ${reference} is under review`))).text).toContain('Status: Under review');

    await setStatus(claimId, { status: 'approved', resolution: 'replaced', note: 'Collect it at the branch' });
    const approved = await t.mail.waitForMail(SARA, bySubject(`Warranty claim ${reference} approved`));
    expect(approved.text).toContain('The part will be replaced');
    expect(approved.text).toContain('Collect it at the branch');
    expect((await listOf(sara, SARA))[0]).toMatchObject({ status: 'approved', resolution: 'replaced' });

    await setStatus(claimId, { status: 'closed' });
    await t.mail.waitForMail(SARA, bySubject(`Warranty claim ${reference} closed`));
    expect((await listOf(sara, SARA))[0]).toMatchObject({ status: 'closed', resolution: 'replaced' });
  });

  it('sends one mail per step, never two, and none for the answer', async () => {
    await t.worker.get(ClaimMailSubscriber, { strict: false }).caughtUp();
    const subjects = t.mail.messages.filter((m) => m.to.includes(SARA) && m.subject.includes(reference)).map((m) => m.subject);
    expect(subjects).toHaveLength(5);
    expect(new Set(subjects).size).toBe(5);
  });

  it('shows the owner and admins the whole history, with who acted', async () => {
    const history = await sara.get<{ data: { type: string; data: Record<string, unknown>; actorRole: string; recordedAt: string }[] }>(`/api/warrantyclaims/${claimId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((e) => [e.type, e.actorRole])).toEqual([
      ['ClaimSubmitted', 'customer'],
      ['ClaimInformationRequested', 'admin'],
      ['ClaimInformationProvided', 'customer'],
      ['ClaimReviewStarted', 'admin'],
      ['ClaimApproved', 'admin'],
      ['ClaimClosed', 'admin'],
    ]);
    expect(history.body.data[2]!.data).toEqual({ information: 'Riyadh - Olaya, in June', lang: 'en' });
    expect((await admin.get(`/api/warrantyclaims/${claimId}/history`)).status).toBe(200);
  });
});

describe('an Arabic customer', () => {
  it('hears of the claim and its rejection in Arabic', async () => {
    const answer = await layla.post<SubmitClaimResponse>('/api/warrantyclaims/', claim());
    expect(answer.status).toBe(201);
    const { _id: claimId, reference } = answer.body;
    // The reference set apart (FSI…PDI), so the toast keeps 'WC-2026-…' in its order inside the Arabic sentence.
    expect(answer.body.message).toBe(`تم تقديم مطالبة الضمان ${isolate(reference)} بنجاح`);
    const received = await t.mail.waitForMail(LAYLA, bySubject('تم استلام'));
    expect(received.subject).toBe(`تم استلام مطالبة الضمان ${isolate(reference)}`);
    expect(received.html).toContain('dir="rtl"');

    await setStatus(claimId, { status: 'rejected', note: 'الضرر ناتج عن حادث' });
    const rejected = await t.mail.waitForMail(LAYLA, bySubject('لم تتم الموافقة'));
    expect(rejected.subject).toBe(`لم تتم الموافقة على مطالبة الضمان ${isolate(reference)}`);
    expect(rejected.text).toContain('الضرر ناتج عن حادث');
    expect(rejected.text).toContain('الحالة: مرفوضة');
  });
});

describe('references and retries', () => {
  it('gives every claim its own reference', async () => {
    const first = await sara.post<SubmitClaimResponse>('/api/warrantyclaims/', claim());
    const second = await sara.post<SubmitClaimResponse>('/api/warrantyclaims/', claim());
    expect(first.body.reference).toMatch(REFERENCE);
    expect(second.body.reference).toMatch(REFERENCE);
    expect(second.body.reference).not.toBe(first.body.reference);
  });

  it('files a claim retried with the same Idempotency-Key once', async () => {
    const send = () => sara.send<SubmitClaimResponse>('POST', '/api/warrantyclaims/', claim({ message: 'Retried' }), { 'idempotency-key': 'pending-claim-0001' });
    const [first, retry] = await Promise.all([send(), send()]);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await listOf(sara, SARA)).filter((row) => row.message === 'Retried')).toHaveLength(1);
  });

  it('refuses another claim sent under a used Idempotency-Key rather than answering the first as filed', async () => {
    const owner = await customerCaller(t, 'keyed-claims@example.com');
    const headers = { 'idempotency-key': 'keyed-claim-0001' };
    expect((await owner.send('POST', '/api/warrantyclaims/', claim({ message: 'The first' }), headers)).status).toBe(201);

    const changed = await owner.send('POST', '/api/warrantyclaims/', claim({ message: 'Another claim' }), headers);
    expect(changed).toMatchObject({ status: 422, body: { message: API_MESSAGES.idempotencyKeyReused.en } });
    expect((await listOf(owner, 'keyed-claims@example.com')).map((row) => row.message)).toEqual(['The first']);
  });
});

describe("a claim photo's privacy", () => {
  it('is served to anyone only while a public row holds the same picture, and is private again once that row goes', async () => {
    const owner = await customerCaller(t, 'photo-owner@example.com');
    const photo = await sharp(png).modulate({ brightness: 0.8 }).png().toBuffer();
    const filed = await owner.post<SubmitClaimResponse>('/api/warrantyclaims/', claim({ invoiceImage: `data:image/png;base64,${photo.toString('base64')}` }));
    expect(filed.status).toBe(201);
    const [{ invoice_image_sha256: sha256 }] = (await t.app.get(DataSource).query('SELECT invoice_image_sha256 FROM claim_list WHERE id = $1', [filed.body._id])) as {
      invoice_image_sha256: string;
    }[];
    const publicAddress = `/api/media/${sha256}.png`;
    const anyone = () => t.app.inject({ method: 'GET', url: publicAddress });
    expect((await anyone()).statusCode).toBe(404);

    // An admin puts the same picture in the gallery: it is on the site, under the same address.
    const gallery = await admin.post<{ _id: string }>('/api/portfolioImages/', { imagePath: `data:image/png;base64,${photo.toString('base64')}` });
    expect(gallery.status).toBe(201);
    expect((await anyone()).statusCode).toBe(200);

    expect((await admin.delete(`/api/portfolioImages/${gallery.body._id}`)).status).toBe(200);
    expect((await anyone()).statusCode).toBe(404);
    expect((await anyone()).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/warrantyclaims/${filed.body._id}/invoice-image`, headers: { cookie: owner.cookie! } });
    expect(own.statusCode).toBe(200);
  });
});
