import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CATALOG_IMPORT_ERRORS_KEPT,
  CATALOG_IMPORT_MAX_BYTES,
  ROLE,
  type CatalogImport,
  type CatalogImportResponse,
  type CatalogImportsResponse,
  type ProductCard,
  type RoleId,
  type ShopResponse,
} from '@nirog/contracts';
import { referralCode } from '../../../lib/ids';
import { storagePaths } from '../../../lib/storage-paths';
import { openTestDatabase } from '../../../../test/databases';
import { TEST_APP_KEY, bearer, createTestApp, testConfig } from '../../../../test/helpers';
import { buildApp } from '../../../app';
import { makeJobsDue } from '../../../../test/jobs';
import { adminTables } from '../../admin';
import { authTables, issueToken } from '../../auth';
import { enqueueJob } from '../../jobs';
import { processImport } from './catalog.import.process';
import { catalogImport } from './catalog.import.runner';
import { catalogImports } from './catalog.import.tables';
import { catalogTables } from '../index';

const BN = { 'accept-language': 'bn' };
const HEADER = 'brand_name,dosage_form,strength,generic,manufacturer,price,category,discount';

/** A multipart body with one file part, as a browser's FormData would send it. */
function multipart(content: string | Buffer, { field = 'file', filename = 'catalogue.csv', type = 'text/csv' } = {}) {
  const boundary = `----nirog${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('catalog CSV import', async () => {
  // Imports run on the app's job runner, as on a server.
  const { app, database, config } = await createTestApp({ jobs: { work: true } });
  const db = database.db;

  let seq = 0;
  async function staffUser(name: string, roles: RoleId[]) {
    seq += 1;
    const [user] = await db
      .insert(authTables.users)
      .values({ name, email: `import${seq}@example.test`, referralCode: referralCode(), emailVerifiedAt: new Date() })
      .returning();
    if (roles.length)
      await db.insert(authTables.userRoles).values(roles.map((roleId) => ({ userId: user.id, roleId })));
    return { user, token: await issueToken(db, user.id) };
  }
  const admin = await staffUser('Ayesha Admin', [ROLE.Admin]);
  const pharmacist = await staffUser('Parvin Pharmacist', [ROLE.Pharmacist]);
  const doctor = await staffUser('Dipu Doctor', [ROLE.Doctor]);
  const patient = await staffUser('Rahima Khatun', []);

  const [pain] = await db
    .insert(catalogTables.categories)
    .values([
      { slug: 'pain-relief', name: 'Pain Relief', bnName: 'ব্যথানাশক' },
      { slug: 'gastro', name: 'Gastric Care', bnName: 'গ্যাস্ট্রিক' },
    ])
    .returning();
  const categoryId = async (slug: string) =>
    (await db.select().from(catalogTables.categories).where(eq(catalogTables.categories.slug, slug)))[0].id;

  async function upload(content: string | Buffer, options: { token?: string; headers?: Record<string, string> } = {}) {
    const body = multipart(content);
    return app.inject({
      method: 'POST',
      url: '/api/admin/catalog/imports',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(options.token ?? admin.token), ...options.headers },
    });
  }
  const get = (url: string, token = admin.token, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

  /** Polls the import until the runner has finished its dry run or its writing. */
  async function waitFor(id: number, headers: Record<string, string> = {}): Promise<CatalogImport> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await get(`/api/admin/catalog/imports/${id}`, admin.token, headers);
      expect(res.statusCode, res.body).toBe(200);
      const job = res.json() as CatalogImport;
      if (['checked', 'done', 'failed'].includes(job.status)) return job;
      if (Date.now() > deadline) throw new Error(`import ${id} still ${job.status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const post = (url: string, token = admin.token, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers } });
  /** Uploads and waits for the dry run. */
  async function checkFile(content: string | Buffer, headers: Record<string, string> = {}) {
    const res = await upload(content);
    expect(res.statusCode, res.body).toBe(202);
    return waitFor((res.json() as CatalogImportResponse).data.id, headers);
  }
  /** Uploads, waits for the dry run, confirms it and waits for the writing. */
  async function importFile(content: string | Buffer, headers: Record<string, string> = {}) {
    const checked = await checkFile(content, headers);
    if (checked.status !== 'checked') return checked;
    const res = await post(`/api/admin/catalog/imports/${checked.id}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    return waitFor(checked.id, headers);
  }
  async function shopCard(keyword: string): Promise<ProductCard | undefined> {
    const res = await app.inject({ method: 'GET', url: `/api/shop?keyword=${encodeURIComponent(keyword)}` });
    return (res.json() as ShopResponse).data.find((p) => p.title.toLowerCase() === keyword.toLowerCase());
  }
  const productBySlug = async (slug: string) =>
    (await db.select().from(catalogTables.products).where(eq(catalogTables.products.slug, slug)))[0];

  const good = [
    HEADER,
    'Napa,Tablet,500 mg,Paracetamol,Beximco Pharmaceuticals,1.20,Pain Relief,',
    'Napa Extra,Tablet,500 mg,Paracetamol + Caffeine,Beximco Pharmaceuticals,"2.50",pain-relief,',
    'Seclo,Capsule,20 mg,Omeprazole,Square Pharmaceuticals,৳ 5,গ্যাস্ট্রিক,12.5',
    'Maxpro,Tablet,20 mg,Esomeprazole,Renata Limited,"1,250.50",,10',
  ].join('\n');

  describe('access', () => {
    it('answers 401 without a token and 403 to other roles', async () => {
      const body = multipart(good);
      const guest = await app.inject({ method: 'POST', url: '/api/admin/catalog/imports', ...body });
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Unauthenticated.' });
      expect((await app.inject({ method: 'GET', url: '/api/admin/catalog/imports' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/admin/catalog/imports/1' })).statusCode).toBe(401);
      for (const who of [doctor, patient]) {
        expect((await upload(good, { token: who.token })).statusCode).toBe(403);
        expect((await get('/api/admin/catalog/imports', who.token)).statusCode).toBe(403);
        expect((await get('/api/admin/catalog/imports/1', who.token)).statusCode).toBe(403);
      }
      const imports = await db.select().from(catalogImports);
      expect(imports).toHaveLength(0);
    });

    it('answers 404 for an unknown import', async () => {
      const res = await get('/api/admin/catalog/imports/999999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Import not found.' });
    });
  });

  describe('upload checks', () => {
    it('requires the file field', async () => {
      const other = multipart(good, { field: 'other' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/catalog/imports',
        payload: other.payload,
        headers: { ...other.headers, ...bearer(admin.token) },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Please choose a file for file.',
        errors: { file: ['Please choose a file for file.'] },
      });
      const json = await upload(Buffer.alloc(0));
      expect(json.statusCode).toBe(422);
      expect(json.json()).toMatchObject({ errors: { file: [expect.any(String)] } });
    });

    it('refuses a file larger than the limit with 422 on file', async () => {
      const big = Buffer.alloc(CATALOG_IMPORT_MAX_BYTES + 10, 'a');
      const res = await upload(big);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The file may not be larger than 20 MB.',
        errors: { file: ['The file may not be larger than 20 MB.'] },
      });
    });

    it('refuses a binary file (NUL bytes) with 422 on file, in Bengali too', async () => {
      const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]);
      const res = await upload(xlsx);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(['The file must be a CSV text file (UTF-8).']);
      const bn = await upload(Buffer.from('\ufeffbrand_name,price', 'utf16le'), { headers: BN });
      expect(bn.statusCode).toBe(422);
      expect(bn.json().errors.file).toEqual(['ফাইল অবশ্যই একটি CSV টেক্সট ফাইল (UTF-8) হতে হবে।']);
    });
  });

  describe('importing', () => {
    it('queues the file, answers 202, and imports every row with generics, manufacturer and final price', async () => {
      const res = await upload(good);
      expect(res.statusCode, res.body).toBe(202);
      const queued = res.json() as CatalogImportResponse;
      expect(queued.message).toBe(
        'The file has been received and is being checked; nothing is written before you confirm.',
      );
      expect(queued.data).toMatchObject({
        file_name: 'catalogue.csv',
        created_by: { id: admin.user.id, name: 'Ayesha Admin' },
        failure: null,
        errors: [],
      });
      expect(['checking', 'checked']).toContain(queued.data.status);

      const [stored] = await db.select().from(catalogImports).where(eq(catalogImports.id, queued.data.id));
      expect(stored.filePath).toMatch(/^imports\/[A-Za-z0-9_-]+\.csv$/);
      expect(stored.filePath).not.toContain('catalogue');

      // The dry run counts what the import would do and writes nothing.
      const checked = await waitFor(queued.data.id);
      expect(checked).toMatchObject({ status: 'checked', total_rows: 4, created_count: 4, error_count: 0 });
      expect(await productBySlug('napa-500-mg-tablet')).toBeUndefined();
      const confirmed = await post(`/api/admin/catalog/imports/${queued.data.id}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((confirmed.json() as CatalogImportResponse).message).toBe(
        'Import confirmed; the products are being written.',
      );

      const job = await waitFor(queued.data.id);
      expect(job).toMatchObject({
        status: 'done',
        total_rows: 4,
        processed_rows: 4,
        created_count: 4,
        updated_count: 0,
        unchanged_count: 0,
        error_count: 0,
        failure: null,
        errors: [],
        finished_at: expect.any(String),
      });

      expect(await shopCard('Napa')).toMatchObject({
        slug: 'napa-500-mg-tablet',
        power: '500 mg',
        price: 1.2,
        discount: 0,
        final_price: 1.2,
        medicinetype: { title: 'Tablet' },
        generics: [{ id: expect.any(Number), title: 'Paracetamol' }],
        brand: { name: 'Beximco Pharmaceuticals' },
        image: null,
      });
      const extra = await shopCard('Napa Extra');
      expect(extra?.generics.map((g) => g.title).sort()).toEqual(['Caffeine', 'Paracetamol']);
      expect(await shopCard('Seclo')).toMatchObject({ price: 5, discount: 12.5, final_price: 4.37 });
      expect(await shopCard('Maxpro')).toMatchObject({ price: 1250.5, discount: 10, final_price: 1125.45 });

      const painList = (
        await app.inject({ method: 'GET', url: `/api/shop?category=${pain.id}` })
      ).json() as ShopResponse;
      expect(painList.data.map((p) => p.title).sort()).toEqual(['Napa', 'Napa Extra']);
      const gastro = (
        await app.inject({ method: 'GET', url: `/api/shop?category=${await categoryId('gastro')}` })
      ).json();
      expect((gastro as ShopResponse).data.map((p) => p.title)).toEqual(['Seclo']);

      const audit = await db
        .select()
        .from(adminTables.auditLog)
        .where(and(eq(adminTables.auditLog.action, 'catalog_imported'), eq(adminTables.auditLog.subjectId, job.id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: admin.user.id,
        subjectType: 'catalog_import',
        details: { file_name: 'catalogue.csv', total_rows: 4, created: 4, updated: 0, unchanged: 0, errors: 0 },
      });
    });

    it('re-importing the same file changes nothing; a changed price updates just that product', async () => {
      // Staff changed things the import must never touch.
      const napa = await productBySlug('napa-500-mg-tablet');
      await db
        .update(catalogTables.products)
        .set({ active: false, views: 42 })
        .where(eq(catalogTables.products.id, napa.id));
      await db.insert(catalogTables.productImages).values({ productId: napa.id, image: 'products/napa.webp' });

      const again = await importFile(good);
      expect(again).toMatchObject({ status: 'done', created_count: 0, updated_count: 0, unchanged_count: 4 });
      const untouched = await productBySlug('napa-500-mg-tablet');
      expect(untouched.updatedAt).toEqual(napa.updatedAt);

      const changed = await importFile(
        good.replace(
          'Napa,Tablet,500 mg,Paracetamol,Beximco Pharmaceuticals,1.20',
          'Napa,Tablet,500 mg,Paracetamol,Beximco Pharmaceuticals,1.30',
        ),
      );
      expect(changed).toMatchObject({ status: 'done', created_count: 0, updated_count: 1, unchanged_count: 3 });
      const after = await productBySlug('napa-500-mg-tablet');
      expect(after).toMatchObject({ pricePoisha: 130, finalPricePoisha: 130, active: false, views: 42 });
      expect(after.updatedAt.getTime()).toBeGreaterThan(napa.updatedAt.getTime());
      const images = await db
        .select()
        .from(catalogTables.productImages)
        .where(eq(catalogTables.productImages.productId, napa.id));
      expect(images).toHaveLength(1);
      await db.update(catalogTables.products).set({ active: true }).where(eq(catalogTables.products.id, napa.id));
    });

    it('updates generics and adds a category; matches names case-insensitively', async () => {
      const csv = [
        HEADER,
        // Same generics and manufacturer in another case: unchanged, no new terms.
        'napa,tablet,500 MG,PARACETAMOL,beximco pharmaceuticals,1.30,,',
        // Generics changed and a category added.
        'Napa Extra,Tablet,500 mg,Paracetamol,Beximco Pharmaceuticals,2.50,Gastric Care,',
      ].join('\n');
      const job = await importFile(csv);
      expect(job).toMatchObject({ status: 'done', created_count: 0, updated_count: 2, unchanged_count: 0 });
      // "napa" vs "Napa" is a title change; everything else resolved to the existing records.
      const napa = await productBySlug('napa-500-mg-tablet');
      expect(napa.title).toBe('napa');
      expect(
        await db
          .select()
          .from(catalogTables.generics)
          .where(sql`lower(${catalogTables.generics.title}) = 'paracetamol'`),
      ).toHaveLength(1);
      expect(
        await db
          .select()
          .from(catalogTables.brands)
          .where(sql`lower(${catalogTables.brands.name}) = 'beximco pharmaceuticals'`),
      ).toHaveLength(1);
      const extra = await shopCard('Napa Extra');
      expect(extra?.generics.map((g) => g.title)).toEqual(['Paracetamol']);
      const links = await db
        .select()
        .from(catalogTables.productCategories)
        .where(eq(catalogTables.productCategories.productId, extra!.id));
      expect(links.map((l) => l.categoryId).sort()).toEqual([pain.id, await categoryId('gastro')].sort());
    });

    it('finds a product under the old legal form of its manufacturer and its strength spaced otherwise', async () => {
      const first = [HEADER, 'Sigma,Tablet,500 mg + 65 mg,Sigmol + Caffeine,Sigma Pharmaceuticals PLC,2.50,,'];
      expect(await importFile(first.join('\n'))).toMatchObject({ created_count: 1, error_count: 0 });
      const olderIndex = [
        HEADER,
        // The same company before it became a PLC, the strength without spaces: the same product, re-priced.
        'Sigma,Tablet,500mg+65mg,Sigmol + Caffeine,"Sigma Pharmaceuticals, Ltd.",2.75,,',
        // A company whose name only begins the same is another manufacturer: another product.
        'Sigma,Tablet,500 mg + 65 mg,Sigmol + Caffeine,Sigma Pharmaceuticals Bangladesh Limited,2.50,,',
        // Within one file, the same product written both ways is one product: the second is a duplicate.
        'Sigma,Tablet,500 MG+65 MG,Sigmol + Caffeine,Sigma Pharmaceuticals Ltd,2.80,,',
      ];
      const job = await importFile(olderIndex.join('\n'));
      expect(job).toMatchObject({ created_count: 1, updated_count: 1, error_count: 1 });
      expect(job.errors[0]).toMatchObject({ line: 4, column: 'brand_name' });
      const companies = await db
        .select({ name: catalogTables.brands.name })
        .from(catalogTables.brands)
        .where(sql`lower(${catalogTables.brands.name}) like 'sigma pharmaceuticals%'`)
        .orderBy(catalogTables.brands.name);
      expect(companies.map((c) => c.name)).toEqual([
        'Sigma Pharmaceuticals Bangladesh Limited',
        'Sigma Pharmaceuticals PLC',
      ]);
      const sigma = await db
        .select({ power: catalogTables.products.power, price: catalogTables.products.pricePoisha })
        .from(catalogTables.products)
        .where(eq(catalogTables.products.title, 'Sigma'))
        .orderBy(catalogTables.products.id);
      // As with a brand name's case, the file's spelling is the product's from now on.
      expect(sigma).toEqual([
        { power: '500mg+65mg', price: 275 },
        { power: '500 mg + 65 mg', price: 250 },
      ]);
    });

    it('keeps matching each spelling where the catalogue already holds both legal forms of a company', async () => {
      // The catalogue's Tau is made under "Tau Labs PLC"; then "Tau Labs Ltd." comes in with a product of its own.
      const plc = [HEADER, 'Tau,Tablet,10 mg,Taunol,Tau Labs PLC,3.00,,', 'Tau,Syrup,100 ml,Taunol,Tau Labs PLC,40,,'];
      expect(await importFile(plc.join('\n'))).toMatchObject({ created_count: 2, error_count: 0 });
      await db.insert(catalogTables.brands).values({ name: 'Tau Labs Ltd.' });
      const ltd = [HEADER, 'Tauron,Capsule,20 mg,Taurol,Tau Labs Ltd.,5.00,,'];
      expect(await importFile(ltd.join('\n'))).toMatchObject({ created_count: 1, error_count: 0 });
      // A newer index writes PLC throughout: Tauron is found under "Ltd.", Tau under "PLC"; nothing is made again.
      const newer = [
        HEADER,
        'Tau,Syrup,100 ml,Taunol,Tau Labs PLC,45,,',
        'Tauron,Capsule,20 mg,Taurol,Tau Labs PLC,5.00,,',
      ];
      expect(await importFile(newer.join('\n'))).toMatchObject({
        created_count: 0,
        updated_count: 1,
        unchanged_count: 1,
      });
      const taus = await db
        .select({
          title: catalogTables.products.title,
          price: catalogTables.products.pricePoisha,
          company: catalogTables.brands.name,
        })
        .from(catalogTables.products)
        .innerJoin(catalogTables.brands, eq(catalogTables.brands.id, catalogTables.products.brandId))
        .where(sql`${catalogTables.products.title} in ('Tau', 'Tauron')`)
        .orderBy(catalogTables.products.id);
      expect(taus).toEqual([
        { title: 'Tau', price: 300, company: 'Tau Labs PLC' },
        { title: 'Tau', price: 4500, company: 'Tau Labs PLC' },
        { title: 'Tauron', price: 500, company: 'Tau Labs Ltd.' },
      ]);
    });

    it('reports each bad row with its line and column and still imports the valid rows', async () => {
      const csv = [
        HEADER, // line 1
        'Alpha,Tablet,10 mg,Alphazole,Acme Laboratories,10,,', // 2 ok
        '', // 3 blank, skipped
        ',Tablet,10 mg,Betazole,Acme Laboratories,abc,,', // 4 brand_name + price
        'Gamma,Tablet,10 mg,Gammazole,Acme Laboratories,-5,,', // 5 negative
        'Delta,Tablet,10 mg,Deltazole,Acme Laboratories,5.555,,', // 6 decimals
        'Epsilon,Tablet,10 mg,Epsilazole,Acme Laboratories,5,Unknown Things,', // 7 category
        'Zeta,Tablet,10 mg,Zetazole,Acme Laboratories,5,,150', // 8 discount
        'Eta,Tablet,10 mg,Etazole + ,Acme Laboratories,5,,', // 9 empty generic
        '"Theta","Tablet","10 mg","Thetazole","",5,,', // 10 manufacturer
        ',,,,,,,', // 11 empty cells only: skipped
        '"Iota\nSecond line",Tablet,10 mg,Iotazole,Acme Laboratories,7,,', // 12-13 multi-line field, ok
        `Kappa,${'T'.repeat(81)},10 mg,Kappazole,Acme Laboratories,5,,`, // 14 too long
        'Lambda,Tablet,,Lambdazole,Acme Laboratories', // 15 no strength (fine), no price: short row
      ].join('\r\n');
      const job = await importFile(csv);
      expect(job).toMatchObject({
        status: 'done',
        total_rows: 11,
        processed_rows: 11,
        created_count: 2,
        error_count: 10,
        bad_rows: 9,
      });
      expect(job.errors).toEqual([
        { line: 4, column: 'brand_name', message: 'The brand_name value is missing.' },
        { line: 4, column: 'price', message: 'The price "abc" is not an amount of taka, such as 12.50.' },
        { line: 5, column: 'price', message: 'The price may not be negative.' },
        { line: 6, column: 'price', message: 'The price may have at most 2 decimals.' },
        {
          line: 7,
          column: 'category',
          message: 'There is no category "Unknown Things"; use an existing category name or slug.',
        },
        { line: 8, column: 'discount', message: 'The discount "150" must be a percentage from 0 to 100.' },
        {
          line: 9,
          column: 'generic',
          message: 'The generic list has an empty name; separate several generics with "+".',
        },
        { line: 10, column: 'manufacturer', message: 'The manufacturer value is missing.' },
        { line: 14, column: 'dosage_form', message: 'The dosage_form value may not be longer than 80 characters.' },
        { line: 15, column: 'price', message: 'The price value is missing.' },
      ]);
      expect(await productBySlug('alpha-10-mg-tablet')).toBeDefined();
      expect(await productBySlug('iota-second-line-10-mg-tablet')).toMatchObject({ title: 'Iota Second line' });
      expect(await productBySlug('gamma-10-mg-tablet')).toBeUndefined();

      const bn = await waitFor(job.id, BN);
      expect(bn.errors[0]).toEqual({ line: 4, column: 'brand_name', message: 'brand_name এর মান নেই।' });
      expect(bn.errors.find((e) => e.line === 14)?.message).toBe('dosage_form এর মান ৮০ অক্ষরের বেশি হতে পারবে না।');
    });

    it('reports a later row for the same product as a duplicate of the first', async () => {
      const csv = [
        HEADER,
        'Omicron,Syrup,100 ml,Omicronol,Acme Laboratories,50,,',
        'Pi,Syrup,100 ml,Pinol,Acme Laboratories,50,,',
        'OMICRON,syrup,100 ML,Omicronol,Acme Laboratories,55,,',
      ].join('\n');
      const job = await importFile(csv);
      expect(job).toMatchObject({ created_count: 2, error_count: 1 });
      expect(job.errors).toEqual([
        {
          line: 4,
          column: 'brand_name',
          message:
            'Same product as line 2 (same brand name, strength, dosage form and manufacturer) with other values; only the first is imported.',
        },
      ]);
      expect(await productBySlug('omicron-100-ml-syrup')).toMatchObject({ pricePoisha: 5000, title: 'Omicron' });
    });

    it('reads a BOM, CRLF, quoted commas, header names in any spelling and ignores unknown columns', async () => {
      const csv =
        '\ufeffBrand Name,DOSAGE-FORM,Strength,Generic,Manufacturer,Price,Pack Size,Category\r\n' +
        '"Rho, Forte",Tablet,"5 mg","Rhozole + Caffeine","Rho Labs, Ltd.","1,000",10 x 10,"Pain Relief"\r\n' +
        'Sigma,Tablet,5 mg,Sigmazole,"Say ""Hi"" Pharma",3,,ব্যথানাশক\r\n';
      const job = await importFile(csv);
      expect(job).toMatchObject({ status: 'done', total_rows: 2, created_count: 2, error_count: 0 });
      expect(await shopCard('Rho, Forte')).toMatchObject({
        slug: 'rho-forte-5-mg-tablet',
        price: 1000,
        brand: { name: 'Rho Labs, Ltd.' },
      });
      expect((await shopCard('Sigma'))?.brand).toEqual({ name: 'Say "Hi" Pharma' });
      const sigma = await productBySlug('sigma-5-mg-tablet');
      const links = await db
        .select()
        .from(catalogTables.productCategories)
        .where(eq(catalogTables.productCategories.productId, sigma.id));
      expect(links.map((l) => l.categoryId)).toEqual([pain.id]);
    });

    it('imports a file with only a header as done with no rows', async () => {
      const job = await importFile(`${HEADER}\r\n\r\n`);
      expect(job).toMatchObject({ status: 'done', total_rows: 0, processed_rows: 0, created_count: 0, error_count: 0 });
    });
  });

  describe('files as pharmacists have them (drug indexes)', () => {
    const drugIndex = [
      'Type,Name,MG,Generic Name,Company Name,Price,Unit,bn_name,Remarks',
      'Tablet,Drugidx,500 mg,Paracetamol,Beximco Pharmaceuticals,Unit Price : ৳ 12.00,tablet,ড্রাগিডক্স,first',
      'Syrup,Drugidx,120 mg/5 ml,Paracetamol,Beximco Pharmaceuticals,৳ 195.00,100 ml bottle,,',
      'Tablet,Vitaplex,,Calcium Carbonate,Square Pharmaceuticals,"Tk 1,085.50",strip of 10,,',
      'Capsule,Bengalidig,20 mg,Omeprazole,Square Pharmaceuticals,৳ ১২.৫০,,,',
      'Injection,Nosalex,1 g,Ceftriaxone,Incepta Pharmaceuticals,Price Unavailable,,,',
      'Tablet,Drugidx,500 mg,Paracetamol,Square Pharmaceuticals,13,,,',
      'Tablet,Drugidx,500 mg,Paracetamol,Beximco Pharmaceuticals,Unit Price : ৳ 12.00,tablet,ড্রাগিডক্স,first',
    ].join('\n');

    it('checks first, writes nothing, then imports every product on confirm', async () => {
      const checked = await checkFile(drugIndex);
      expect(checked).toMatchObject({
        status: 'checked',
        total_rows: 7,
        created_count: 6,
        updated_count: 0,
        unchanged_count: 0,
        skipped_count: 1,
        error_count: 0,
        bad_rows: 0,
        ignored_columns: ['Remarks'],
        problems_csv: null,
      });
      const drugidx = sql`lower(${catalogTables.products.title}) in ('drugidx', 'vitaplex', 'bengalidig', 'nosalex')`;
      const count = async () =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(catalogTables.products)
            .where(drugidx)
        )[0].n;
      expect(await count()).toBe(0);

      const res = await post(`/api/admin/catalog/imports/${checked.id}/confirm`);
      expect(res.statusCode, res.body).toBe(200);
      const done = await waitFor(checked.id);
      expect(done).toMatchObject({ status: 'done', created_count: 6, skipped_count: 1, error_count: 0 });
      expect(await count()).toBe(6);

      expect(await productBySlug('drugidx-500-mg-tablet')).toMatchObject({
        pricePoisha: 1200,
        packUnit: 'tablet',
        bnTitle: 'ড্রাগিডক্স',
        forSale: true,
        // Paracetamol is not among the DGDA OTC items that could be checked (catalog.import.otc.ts).
        prescriptionRequired: true,
      });
      // The same brand from another company is another product.
      const square = await productBySlug('drugidx-500-mg-tablet-square-pharmaceuticals');
      expect(square).toMatchObject({ pricePoisha: 1300, packUnit: null });
      expect(await productBySlug('drugidx-120-mg-5-ml-syrup')).toMatchObject({
        pricePoisha: 19500,
        packUnit: '100 ml bottle',
      });
      expect(await productBySlug('vitaplex-tablet')).toMatchObject({
        power: null,
        pricePoisha: 108550,
        prescriptionRequired: false, // DGDA OTC item 5, Calcium Tablet
      });
      expect(await productBySlug('bengalidig-20-mg-capsule')).toMatchObject({
        pricePoisha: 1250,
        prescriptionRequired: true, // omeprazole is not on the OTC list
      });
      expect(await productBySlug('nosalex-1-g-injection')).toMatchObject({
        forSale: false,
        prescriptionRequired: true,
      });
      expect(await shopCard('Nosalex')).toMatchObject({ for_sale: false });
      expect((await shopCard('Vitaplex'))?.pack_unit).toBe('strip of 10');

      // The same file again: nothing changes.
      const again = await importFile(drugIndex);
      expect(again).toMatchObject({ status: 'done', created_count: 0, updated_count: 0, unchanged_count: 6 });
    });

    it('reads the prescription column (yes/no/1/0/Rx/OTC) and reports a value it cannot read', async () => {
      const csv = [
        'Brand,Form,Strength,Generic,Manufacturer,MRP,Prescription required',
        'Rxone,Tablet,1 mg,Paracetamol,Acme,5,Rx',
        'Rxtwo,Tablet,1 mg,Omeprazole,Acme,5,OTC',
        'Rxthree,Tablet,1 mg,Omeprazole,Acme,5,1',
        'Rxfour,Tablet,1 mg,Omeprazole,Acme,5,no',
        'Rxfive,Tablet,1 mg,Omeprazole,Acme,5,perhaps',
      ].join('\n');
      const job = await importFile(csv);
      expect(job).toMatchObject({ created_count: 4, bad_rows: 1 });
      expect(job.errors).toEqual([
        {
          line: 6,
          column: 'prescription_required',
          message: 'The value "perhaps" must be yes or no (also 1/0, Rx/OTC).',
        },
      ]);
      const rx = async (slug: string) => (await productBySlug(slug)).prescriptionRequired;
      expect(await rx('rxone-1-mg-tablet')).toBe(true);
      expect(await rx('rxtwo-1-mg-tablet')).toBe(false);
      expect(await rx('rxthree-1-mg-tablet')).toBe(true);
      expect(await rx('rxfour-1-mg-tablet')).toBe(false);
    });

    it('cancel writes nothing; only a checked import can be confirmed or cancelled', async () => {
      const checked = await checkFile('Name,Type,Generic,Company,Price\nCancelo,Tablet,Cancelol,Acme,5\n');
      expect(checked).toMatchObject({ status: 'checked', created_count: 1 });
      const res = await post(`/api/admin/catalog/imports/${checked.id}/cancel`, admin.token, BN);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'ইমপোর্ট বাতিল হয়েছে; কিছুই লেখা হয়নি।',
        data: { status: 'cancelled' },
      });
      const confirm = await post(`/api/admin/catalog/imports/${checked.id}/confirm`);
      expect(confirm.statusCode).toBe(422);
      expect(confirm.json().errors.status).toEqual([
        'Only a checked import that is waiting for confirmation can be confirmed or cancelled.',
      ]);
      expect((await post('/api/admin/catalog/imports/999999/confirm')).statusCode).toBe(404);
      expect((await post(`/api/admin/catalog/imports/${checked.id}/cancel`, doctor.token)).statusCode).toBe(403);
      await makeJobsDue(db, catalogImport);
      await new Promise((r) => setTimeout(r, 200));
      expect(await productBySlug('cancelo-tablet')).toBeUndefined();
      expect((await get(`/api/admin/catalog/imports/${checked.id}`)).json()).toMatchObject({ status: 'cancelled' });
    });

    it('keeps every problem for the CSV download, far beyond the first ones listed', async () => {
      const bad = Array.from({ length: 620 }, (_, i) => `Badrow ${i},Tablet,1 mg,Badol,Acme,not a price`);
      const job = await checkFile(
        ['Name,Type,MG,Generic,Company,Price', ...bad, 'Goodrow,Tablet,1 mg,Goodol,Acme,5'].join('\n'),
      );
      expect(job).toMatchObject({ status: 'checked', error_count: 620, bad_rows: 620, created_count: 1 });
      expect(job.errors.length).toBe(CATALOG_IMPORT_ERRORS_KEPT);
      expect(job.problems_csv).toMatch(
        new RegExp(`^/api/admin/catalog/imports/${job.id}/problems\\.csv\\?expires=\\d+&signature=[0-9a-f]{64}$`),
      );

      const csv = await app.inject({ method: 'GET', url: job.problems_csv!, headers: BN });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('লাইন,কলাম,সমস্যা');
      expect(lines).toHaveLength(621);
      expect(lines[620]).toBe('621,price,"মূল্য ""not a price"" টাকার কোনো পরিমাণ নয়, যেমন 12.50।"');

      const forged = job.problems_csv!.replace(/signature=[0-9a-f]/, (m) =>
        m.endsWith('0') ? m.slice(0, -1) + '1' : m.slice(0, -1) + '0',
      );
      expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
      const other = job.problems_csv!.replace(`/imports/${job.id}/`, `/imports/${job.id + 1}/`);
      expect((await app.inject({ method: 'GET', url: other })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: `/api/admin/catalog/imports/${job.id}/problems.csv` })).statusCode,
      ).toBe(404);
      await post(`/api/admin/catalog/imports/${job.id}/cancel`);
    });
  });

  describe('files that cannot be imported', () => {
    it('fails the whole import when a required column is missing, naming the columns, in both languages', async () => {
      const job = await importFile('brand_name,dosage_form,generic,manufacturer\nNu,Tablet,Nuzole,Acme Laboratories\n');
      expect(job).toMatchObject({
        status: 'failed',
        failure: 'Required columns are missing: price.',
        created_count: 0,
        finished_at: expect.any(String),
      });
      const bn = await waitFor(job.id, BN);
      expect(bn.failure).toBe('প্রয়োজনীয় কলাম নেই: price।');
      expect(await productBySlug('nu-tablet')).toBeUndefined();
      const audit = await db
        .select()
        .from(adminTables.auditLog)
        .where(
          and(eq(adminTables.auditLog.action, 'catalog_import_failed'), eq(adminTables.auditLog.subjectId, job.id)),
        );
      expect(audit).toHaveLength(1);
    });

    it('fails a file that is not UTF-8 or not valid CSV, changing nothing', async () => {
      const latin1 = Buffer.from(`${HEADER}\nCaf\xe9,Tablet,1 mg,X,Y,1,,\n`, 'latin1');
      expect(await importFile(latin1)).toMatchObject({
        status: 'failed',
        failure: 'The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and upload it again.',
      });
      const unclosed = `${HEADER}\nTau,Tablet,1 mg,Tauzole,Acme Laboratories,1,,\n"Upsilon,Tablet,1 mg,Upsilonol,Acme,1,,\n`;
      const job = await importFile(unclosed);
      expect(job).toMatchObject({
        status: 'failed',
        failure: 'The file could not be read as CSV at line 3: a quotation mark is not closed or is misplaced.',
      });
      expect(await productBySlug('tau-1-mg-tablet')).toBeUndefined();
      expect((await importFile('just some words\nand more words\n')).failure).toBe(
        'Required columns are missing: brand_name, dosage_form, generic, manufacturer, price.',
      );
    });
  });

  describe('reading imports', () => {
    it('lets another staff member read the import, and lists imports newest first, 20 a page', async () => {
      const job = await importFile(good);
      const seen = await get(`/api/admin/catalog/imports/${job.id}`, pharmacist.token);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ id: job.id, created_by: { id: admin.user.id, name: 'Ayesha Admin' } });

      // Enough finished imports for a second page.
      await db.insert(catalogImports).values(
        Array.from({ length: 22 }, (_, i) => ({
          fileName: `old-${i}.csv`,
          filePath: `imports/old-${i}.csv`,
          status: 'done',
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
          finishedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        })),
      );
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(catalogImports);
      const first = (await get('/api/admin/catalog/imports', pharmacist.token)).json() as CatalogImportsResponse;
      expect(first).toMatchObject({
        current_page: 1,
        per_page: 20,
        total,
        last_page: Math.ceil(total / 20),
        from: 1,
        to: 20,
      });
      expect(first.data[0].id).toBe(job.id);
      expect(first.data.every((d) => d.errors.length === 0)).toBe(true);
      const last = (await get(`/api/admin/catalog/imports?page=${first.last_page}`)).json() as CatalogImportsResponse;
      expect(last.data.at(-1)).toMatchObject({ file_name: 'old-0.csv', created_by: null });
      const beyond = (await get('/api/admin/catalog/imports?page=99')).json() as CatalogImportsResponse;
      expect(beyond).toMatchObject({ data: [], from: null, to: null });
      expect((await get('/api/admin/catalog/imports?page=0')).statusCode).toBe(422);
    });

    it('resumes an import whose process died while running it', async () => {
      const dir = path.join(storagePaths(config.dataDir).private, 'imports');
      await mkdir(dir, { recursive: true });
      const name = `left-running-${process.pid}-${Date.now()}.csv`;
      await writeFile(path.join(dir, name), `${HEADER}\nPhi,Tablet,2 mg,Phizole,Acme Laboratories,2,,\n`);
      // The dead process had claimed the job (pg-boss's fetch) and started the import 10 minutes ago.
      const left = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(catalogImports)
          .values({
            fileName: 'left.csv',
            filePath: `imports/${name}`,
            status: 'running',
            processedRows: 1,
            startedAt: sql`now() - interval '10 minutes'`,
            heartbeatAt: sql`now() - interval '10 minutes'`,
            createdBy: pharmacist.user.id,
          })
          .returning();
        const jobId = await enqueueJob(tx, catalogImport, { importId: row.id });
        await tx.execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '10 minutes'
          WHERE id = ${jobId}::uuid`);
        return row;
      });
      // Maintenance finds the claim expired and schedules a retry (after its back-off, skipped here).
      await app.jobs.maintain();
      await makeJobsDue(db, catalogImport);
      await importFile(`${HEADER}\n`);
      const job = await waitFor(left.id);
      expect(job).toMatchObject({ status: 'done', total_rows: 1, created_count: 1, processed_rows: 1 });
      expect(await productBySlug('phi-2-mg-tablet')).toBeDefined();
    });
  });

  it('stops between batches when asked, and a resumed import starts again from the top', async () => {
    const dir = path.join(storagePaths(config.dataDir).private, 'imports');
    await mkdir(dir, { recursive: true });
    const name = `stopped-${process.pid}-${Date.now()}.csv`;
    const rows = ['Chi', 'Psi', 'Omega'].map((b) => `${b},Tablet,3 mg,${b}zole,Acme Laboratories,3,,`);
    await writeFile(path.join(dir, name), [HEADER, ...rows].join('\n'));
    // Not queued yet: the app's runner leaves it alone while the test works it by hand.
    const [row] = await db
      .insert(catalogImports)
      .values({ fileName: 'stopped.csv', filePath: `imports/${name}`, status: 'running', heartbeatAt: sql`now()` })
      .returning();
    const job = { id: row.id, filePath: row.filePath, fileName: row.fileName, createdBy: null };
    let asked = 0;
    const outcome = await processImport(
      { db, privateRoot: storagePaths(config.dataDir).private, batchSize: 2, shouldStop: () => asked++ > 0 },
      job,
    );
    expect(outcome).toBe('stopped');
    const [stopped] = await db.select().from(catalogImports).where(eq(catalogImports.id, row.id));
    expect(stopped).toMatchObject({ status: 'running', totalRows: 3, processedRows: 2, createdCount: 2 });

    // What the runner does with an interrupted import: back to the queue, with its job.
    await db.transaction(async (tx) => {
      await tx.update(catalogImports).set({ status: 'queued' }).where(eq(catalogImports.id, row.id));
      await enqueueJob(tx, catalogImport, { importId: row.id });
    });
    await importFile(`${HEADER}\n`);
    expect(await waitFor(row.id)).toMatchObject({
      status: 'done',
      processed_rows: 3,
      created_count: 1,
      unchanged_count: 2,
    });
  });

  it('imports a few thousand rows in batches, then re-imports them unchanged', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const n = String(i).padStart(4, '0');
      return `Bulkbrand ${n},Tablet,${(i % 7) * 50 + 50} mg,Bulkgeneric ${i % 40}${i % 5 === 0 ? ` + Bulkgeneric ${(i + 1) % 40}` : ''},Bulk Maker ${i % 12},${(i % 300) + 0.5},${i % 3 === 0 ? 'Pain Relief' : ''},${i % 4 === 0 ? 5 : ''}`;
    });
    rows[1234] = 'Broken,Tablet,1 mg,Brokenol,Bulk Maker 1,not-a-price,,';
    const csv = [HEADER, ...rows].join('\n');
    const job = await importFile(csv);
    expect(job).toMatchObject({ status: 'done', total_rows: 3000, processed_rows: 3000, created_count: 2999 });
    expect(job.errors).toEqual([
      { line: 1236, column: 'price', message: 'The price "not-a-price" is not an amount of taka, such as 12.50.' },
    ]);
    const again = await importFile(csv);
    expect(again).toMatchObject({ created_count: 0, updated_count: 0, unchanged_count: 2999, error_count: 1 });
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(catalogTables.products)
      .where(sql`${catalogTables.products.slug} like 'bulkbrand-%'`);
    expect(total).toBe(2999);
  }, 90_000);
});

describe('catalog import across a restart', async () => {
  const database = await openTestDatabase();
  const db = database.db;
  afterAll(() => database.close());
  const config = testConfig();
  const start = async () => {
    const app = await buildApp({ config, db, appKey: TEST_APP_KEY, jobs: { work: true } });
    await app.ready();
    return app;
  };
  const importRow = async (id: number) => (await db.select().from(catalogImports).where(eq(catalogImports.id, id)))[0];
  async function until(check: () => Promise<boolean>) {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('an app stopped mid-import puts it back in the queue; the next app finishes it, once', async () => {
    const [user] = await db
      .insert(authTables.users)
      .values({ name: 'Restart Admin', email: 'restart@example.test', referralCode: referralCode() })
      .returning();
    await db.insert(authTables.userRoles).values({ userId: user.id, roleId: ROLE.Admin });
    const token = await issueToken(db, user.id);
    const rows = Array.from({ length: 3000 }, (_, i) => `Restartbrand ${i},Tablet,10 mg,Restartol,Acme,${i + 1},,`);
    const body = multipart([HEADER, ...rows].join('\n'));

    const first = await start();
    const res = await first.inject({
      method: 'POST',
      url: '/api/admin/catalog/imports',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as CatalogImportResponse).data.id;
    await until(async () => (await importRow(id)).status === 'checked');
    const confirm = await first.inject({
      method: 'POST',
      url: `/api/admin/catalog/imports/${id}/confirm`,
      headers: bearer(token),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // Stopped while it reads the file: it stops before its next batch and goes back to the queue.
    await until(async () => (await importRow(id)).status === 'running');
    await first.close();
    const stopped = await importRow(id);
    expect(stopped.status).toBe('queued');
    expect(stopped.processedRows).toBeLessThan(3000);

    const second = await start();
    try {
      await until(async () => (await importRow(id)).status === 'done');
    } finally {
      await second.close();
    }
    const done = await importRow(id);
    expect(done).toMatchObject({ totalRows: 3000, processedRows: 3000, errorCount: 0 });
    expect(done.createdCount + done.unchangedCount).toBe(3000);
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(catalogTables.products)
      .where(sql`${catalogTables.products.slug} like 'restartbrand-%'`);
    expect(total).toBe(3000);
    const audits = await db
      .select()
      .from(adminTables.auditLog)
      .where(and(eq(adminTables.auditLog.action, 'catalog_imported'), eq(adminTables.auditLog.subjectId, id)));
    expect(audits).toHaveLength(1);
  });
});
