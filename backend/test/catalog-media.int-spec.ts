import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { adminCaller, customerCaller } from './support/accounts.js';
import { Caller } from './support/http-client.js';
import { useTestApp } from './support/test-app.js';

const t = useTestApp();
let admin: Caller;
let customer: Caller;
let png: Buffer;
let jpeg: Buffer;

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  admin = await adminCaller(t);
  customer = await customerCaller(t, 'media-customer@example.com');
  png = await fixture('workshop.png');
  jpeg = await fixture('workshop.jpg');
});

async function fetchImage(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: path, headers });
}

describe('gallery images', () => {
  it('accepts a PNG and a JPEG and serves them back re-encoded, inline, nosniff and cacheable forever', async () => {
    for (const [bytes, type] of [[png, 'image/png'], [jpeg, 'image/jpeg']] as const) {
      const created = await admin.post<{ _id: string }>('/api/portfolioImages/', { imagePath: dataUrl(bytes, type) });
      expect(created.status).toBe(201);
      const row = (await new Caller(t.app).get<{ data: { _id: string; imagePath: string }[] }>('/api/portfolioImages/')).body.data.find((r) => r._id === created.body._id)!;
      expect(row.imagePath).toMatch(/^\/api\/media\/[a-f0-9]{64}\.(png|jpg)$/);

      const served = await fetchImage(row.imagePath);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: type === 'image/png' ? 'png' : 'jpeg', width: 120, height: 80 });
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`inline; filename="${row.imagePath.split('/').pop()}"`);
      const etag = served.headers.etag as string;
      expect(etag).toMatch(/^"[a-f0-9]{64}"$/);
      expect((await fetchImage(row.imagePath, { 'if-none-match': etag })).statusCode).toBe(304);
    }
  });

  it('lists newest first', async () => {
    const list = (await new Caller(t.app).get<{ data: { createdAt: string }[] }>('/api/portfolioImages/')).body.data;
    const times = list.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a text file renamed as an image, a broken data URL and a 6 MB image, with clear messages', async () => {
    const text = await admin.post('/api/portfolioImages/', { imagePath: dataUrl(Buffer.from('just some notes, not a picture'), 'image/png') });
    expect(text).toMatchObject({ status: 400, body: { message: 'The file is not a PNG, JPEG or WebP image' } });
    const broken = await admin.post('/api/portfolioImages/', { imagePath: 'data:image/png;base64,%%%not-base64' });
    expect(broken).toMatchObject({ status: 400, body: { message: expect.stringMatching(/could not be read/) } });
    const huge = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024, 7)]);
    const tooBig = await admin.post('/api/portfolioImages/', { imagePath: dataUrl(huge, 'image/png') });
    expect(tooBig).toMatchObject({ status: 413, body: { message: 'The image is larger than 5 MB: please choose a smaller one' } });
  });

  it('refuses a PNG signature followed by HTML, a truncated image and a type the bytes contradict', async () => {
    const polyglot = Buffer.concat([png.subarray(0, 8), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    expect(await admin.post('/api/portfolioImages/', { imagePath: dataUrl(polyglot, 'image/png') })).toMatchObject({
      status: 400,
      body: { message: 'The image is damaged or incomplete: please choose another file' },
    });
    const truncated = await admin.post('/api/portfolioImages/', { imagePath: dataUrl(png.subarray(0, Math.floor(png.length / 2)), 'image/png') });
    expect(truncated).toMatchObject({ status: 400, body: { message: 'The image is damaged or incomplete: please choose another file' } });
    const arabic = await new Caller(t.app, 'ar').send('POST', '/api/portfolioImages/', { imagePath: dataUrl(polyglot, 'image/png') }, { cookie: admin.cookie! });
    expect(arabic).toMatchObject({ status: 400, body: { message: 'الصورة تالفة أو غير مكتملة: يرجى اختيار ملف آخر' } });
  });

  it('drops whatever trails a real image (a page appended to a PNG) by re-encoding it', async () => {
    const html = '<html><script>alert(1)</script></html>';
    const created = await admin.post<{ _id: string }>('/api/portfolioImages/', { imagePath: dataUrl(Buffer.concat([png, Buffer.from(html)]), 'image/png') });
    expect(created.status).toBe(201);
    const row = (await admin.get<{ data: { _id: string; imagePath: string }[] }>('/api/portfolioImages/')).body.data.find((r) => r._id === created.body._id)!;
    const served = await fetchImage(row.imagePath);
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 120, height: 80 });
  });

  it('is written by admins only', async () => {
    expect((await new Caller(t.app).post('/api/portfolioImages/', { imagePath: dataUrl(png, 'image/png') })).status).toBe(401);
    expect((await customer.post('/api/portfolioImages/', { imagePath: dataUrl(png, 'image/png') })).status).toBe(403);
  });

  it('stores an image uploaded twice once, and sweeps it a day after no row uses it', async () => {
    const first = await admin.post<{ _id: string }>('/api/portfolioImages/', { imagePath: dataUrl(png, 'image/png') });
    const second = await admin.post<{ _id: string }>('/api/portfolioImages/', { imagePath: dataUrl(png, 'image/png') });
    const list = (await admin.get<{ data: { _id: string; imagePath: string }[] }>('/api/portfolioImages/')).body.data;
    const path = list.find((r) => r._id === first.body._id)!.imagePath;
    expect(list.find((r) => r._id === second.body._id)!.imagePath).toBe(path);
    const db = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await db.connect();
    await db.query(`UPDATE media SET last_used_at = now() - interval '2 days'`);
    for (const row of list.slice(1)) expect((await admin.delete(`/api/portfolioImages/${row._id}`)).status).toBe(200);
    // Still in use by the last row: kept however old.
    expect((await fetchImage(list[0]!.imagePath)).statusCode).toBe(200);
    expect((await admin.delete(`/api/portfolioImages/${list[0]!._id}`)).status).toBe(200);
    expect((await fetchImage(path)).statusCode).toBe(404);
    await db.end();
  });

  it('keeps the listing of 50 images under 20 kB of JSON', async () => {
    for (let i = 0; i < 50; i++) {
      // Distinct pictures, each its own stored image.
      const distinct = await sharp(jpeg).modulate({ brightness: 1 + i / 100 }).jpeg().toBuffer();
      expect((await admin.post('/api/portfolioImages/', { imagePath: dataUrl(distinct, 'image/jpeg') })).status).toBe(201);
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/portfolioImages/' });
    expect((JSON.parse(response.body) as { data: unknown[] }).data).toHaveLength(50);
    expect(Buffer.byteLength(response.body)).toBeLessThan(20 * 1024);
  });
});

describe('public images at the widths pages show them', () => {
  const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

  async function upload(bytes: Buffer): Promise<{ _id: string; imagePath: string }> {
    const created = await admin.post<{ _id: string }>('/api/portfolioImages/', { imagePath: dataUrl(bytes, 'image/jpeg') });
    expect(created.status).toBe(201);
    return (await admin.get<{ data: { _id: string; imagePath: string }[] }>('/api/portfolioImages/')).body.data.find((r) => r._id === created.body._id)!;
  }

  async function variantRows(sha256: string): Promise<number[]> {
    const db = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await db.connect();
    try {
      return (await db.query<{ width: number }>('SELECT width FROM media_variants WHERE sha256 = $1 ORDER BY width', [sha256])).rows.map((r) => r.width);
    } finally {
      await db.end();
    }
  }

  let photo: { _id: string; imagePath: string };
  let sha256: string;
  let original: Buffer;
  beforeAll(async () => {
    // A phone photo's proportions, large enough for every step of the ladder.
    photo = await upload(await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 20, g: 110, b: 180 } } }).jpeg().toBuffer());
    sha256 = /([a-f0-9]{64})/.exec(photo.imagePath)![1]!;
    original = (await fetchImage(photo.imagePath)).rawPayload;
  });

  it('scales a photo down to the width asked, as WebP, named by hash and width and cacheable forever', async () => {
    for (const width of [320, 640, 1280]) {
      const served = await fetchImage(`${photo.imagePath}?w=${width}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(served.rawPayload.length).toBeLessThan(original.length);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers.etag).toBe(`"${sha256}-${width}w"`);
      expect(served.headers['content-disposition']).toBe(`inline; filename="${sha256}-${width}w.webp"`);
      expect((await fetchImage(`${photo.imagePath}?w=${width}`, { 'if-none-match': `"${sha256}-${width}w"` })).statusCode).toBe(304);
      // The original's tag is not the scaled copy's: a browser holding one does not get a 304 for the other.
      expect((await fetchImage(`${photo.imagePath}?w=${width}`, { 'if-none-match': `"${sha256}"` })).statusCode).toBe(200);
    }
    expect(await variantRows(sha256)).toEqual([320, 640, 1280]);
  });

  it('gives the many asking for a new width at the same moment one copy, stored once and served after', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetchImage(`${photo.imagePath}?w=960`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(await variantRows(sha256)).toContain(960);
    expect((await fetchImage(`${photo.imagePath}?w=960`)).rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
  });

  it('never enlarges: a picture narrower than asked keeps its width', async () => {
    const small = await upload(await sharp(jpeg).modulate({ brightness: 0.8 }).jpeg().toBuffer());
    expect(await widthOf((await fetchImage(`${small.imagePath}?w=1920`)).rawPayload)).toBe(120);
  });

  it('refuses a width off the ladder with a message saying which widths there are, in the asker\'s language', async () => {
    for (const query of ['w=500', 'w=abc', 'w=', 'w=0640', 'w=640.0', 'w=640&w=320', 'w=99999999999999999999']) {
      expect(await new Caller(t.app).get(`${photo.imagePath}?${query}`)).toMatchObject({
        status: 400,
        body: { message: 'An image can be asked for at these widths only: 320, 480, 640, 960, 1280, 1920 pixels' },
      });
    }
    expect(await new Caller(t.app, 'ar').get(`${photo.imagePath}?w=500`)).toMatchObject({ status: 400, body: { message: 'يمكن طلب الصورة بهذه العروض فقط: 320، 480، 640، 960، 1280، 1920 بكسل' } });
    expect((await fetchImage(`/api/media/${'0'.repeat(64)}.jpg?w=640`)).statusCode).toBe(404);
  });

  it('has no scaled copy of a private image, and scaled copies go with their image when it is swept', async () => {
    const other = await upload(await sharp(jpeg).modulate({ brightness: 1.2 }).jpeg().toBuffer());
    const otherSha = /([a-f0-9]{64})/.exec(other.imagePath)![1]!;
    const db = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await db.connect();
    try {
      await db.query('UPDATE media SET public = false WHERE sha256 = $1', [otherSha]);
      expect((await fetchImage(`${other.imagePath}?w=320`)).statusCode).toBe(404);
      expect(await variantRows(otherSha)).toEqual([]);

      expect((await fetchImage(`${photo.imagePath}?w=480`)).statusCode).toBe(200);
      await db.query(`UPDATE media SET last_used_at = now() - interval '2 days' WHERE sha256 = $1`, [sha256]);
      expect((await admin.delete(`/api/portfolioImages/${photo._id}`)).status).toBe(200);
      expect((await fetchImage(`${photo.imagePath}?w=480`)).statusCode).toBe(404);
      expect(await variantRows(sha256)).toEqual([]);
    } finally {
      await db.end();
    }
  });
});

describe('banner', () => {
  it('replaces the old banner when a new one is saved, also when two saves race', async () => {
    const first = await admin.post<{ _id: string }>('/api/banners/', { bannerTitle: 'Summer offer', imagePath: dataUrl(png, 'image/png') });
    expect(first.status).toBe(201);
    const racing = await Promise.all(
      ['Ramadan offer', 'National Day offer', 'Winter check'].map((bannerTitle) => admin.post('/api/banners/', { bannerTitle, imagePath: dataUrl(jpeg, 'image/jpeg') })),
    );
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
    const list = (await new Caller(t.app).get<{ data: { bannerTitle: string; imagePath: string }[] }>('/api/banners/')).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]!.imagePath).toMatch(/\.jpg$/);
    expect(await sharp((await fetchImage(list[0]!.imagePath)).rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
  });

  it('wants a title and an image', async () => {
    const answer = await admin.post('/api/banners/', { bannerTitle: '', imagePath: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Banner title is required/);
  });
});

describe('uploads are decoded before a transaction opens', () => {
  /** Transactions opened by the catalog's image store while `run` goes on (read from the caller's frame). */
  async function transactionsDuring(run: () => Promise<void>): Promise<number> {
    const db = t.app.get(DataSource);
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => unknown;
    let opened = 0;
    const spy = jest.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
      if (/ImageStore\./.test(new Error().stack ?? '')) opened++;
      return transaction(...args);
    }) as never);
    try {
      await run();
    } finally {
      spy.mockRestore();
    }
    return opened;
  }

  async function counts(): Promise<Record<string, string>> {
    const db = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<Record<string, string>>(
        `SELECT (SELECT count(*) FROM media) AS media, (SELECT count(*) FROM portfolio_images) AS gallery,
                (SELECT string_agg(id || ':' || media_sha256, ',' ORDER BY id) FROM portfolio_images) AS gallery_images,
                (SELECT string_agg(id || ':' || banner_title || ':' || media_sha256, ',') FROM banners) AS banners`,
      );
      return rows[0]!;
    } finally {
      await db.end();
    }
  }

  it('refuses an image that fails to decode without opening a transaction, leaving no row behind', async () => {
    const gallery = (await admin.post<{ _id: string }>('/api/portfolioImages/', { imagePath: dataUrl(jpeg, 'image/jpeg') })).body._id;
    const banner = (await admin.post<{ _id: string }>('/api/banners/', { bannerTitle: 'Eid offer', imagePath: dataUrl(png, 'image/png') })).body._id;
    // Its signature and header are right: only decoding the pixels finds the file cut short.
    const truncated = dataUrl(png.subarray(0, Math.floor(png.length / 2)), 'image/png');
    const before = await counts();
    const opened = await transactionsDuring(async () => {
      for (const [method, url, body] of [
        ['POST', '/api/portfolioImages/', { imagePath: truncated }],
        ['PUT', `/api/portfolioImages/${gallery}`, { imagePath: truncated }],
        ['POST', '/api/banners/', { bannerTitle: 'Broken offer', imagePath: truncated }],
        ['PUT', `/api/banners/${banner}`, { bannerTitle: 'Broken offer', imagePath: truncated }],
      ] as const) {
        expect(await admin.send(method, url, body)).toMatchObject({ status: 400, body: { message: 'The image is damaged or incomplete: please choose another file' } });
      }
    });
    expect(opened).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('counts the one transaction a good upload opens to write its rows (so the zero above means something)', async () => {
    const distinct = await sharp(png).modulate({ brightness: 1.3 }).png().toBuffer();
    const opened = await transactionsDuring(async () => {
      expect((await admin.post('/api/portfolioImages/', { imagePath: dataUrl(distinct, 'image/png') })).status).toBe(201);
    });
    expect(opened).toBe(1);
  });
});

describe('quote requests (contacts)', () => {
  it('are taken from anyone, listed for admins only, under `contacts`', async () => {
    const visitor = new Caller(t.app);
    const sent = await visitor.post('/api/contacts/', { name: 'Omar', email: 'Omar@Example.com', phoneNumber: '0551234567', message: 'A/C not cooling' });
    expect(sent).toMatchObject({ status: 201, body: { message: 'Thank you! We have received your request and will contact you soon.' } });
    expect((await visitor.get('/api/contacts/')).status).toBe(401);
    expect((await customer.get('/api/contacts/')).status).toBe(403);
    const list = await admin.get<{ contacts: Record<string, unknown>[] }>('/api/contacts/');
    expect(list.body.contacts[0]).toMatchObject({ name: 'Omar', email: 'omar@example.com', phoneNumber: '0551234567', message: 'A/C not cooling', _id: expect.any(String) });
  });

  it('are rate-limited per address', async () => {
    const visitor = new Caller(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await visitor.post('/api/contacts/', { name: 'Spam', email: 's@example.com', phoneNumber: '1', message: `hi ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('need every field', async () => {
    const answer = await new Caller(t.app).post('/api/contacts/', { name: 'Omar', email: 'not-an-email', phoneNumber: '', message: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/E-mail must be a valid e-mail address/);
  });
});
