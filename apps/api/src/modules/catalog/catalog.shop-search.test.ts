import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse, ShopResponse, ShopSuggestionsResponse } from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { bumpCatalogVersion } from './catalog.cache';
import { seedSearchCatalogue } from './catalog.test-support';
import {
  keywordMatches,
  keywordTotal,
  leadMatches,
  LOWERED,
  nearestFormNoun,
  rankOrder,
  rankTiers,
  scannable,
  searchTerms,
  splitKeyword,
  type LeadShape,
} from './catalog.shop-search';
import { productGenerics, products } from './catalog.tables';
import { pageFromTiers, scannedPage, sortedShape } from './shop/catalog.shop.service';
import { transliterateBengali } from './catalog.transliterate';

describe('shop search finds what people type', async () => {
  const { app, database } = await createTestApp();
  const ids = await seedSearchCatalogue(database.db);
  const slugOf = Object.fromEntries(Object.entries(ids).map(([slug, id]) => [id, slug]));
  const search = async (keyword: string, extra = '') => {
    const res = await app.inject({ url: `/api/shop?keyword=${encodeURIComponent(keyword)}${extra}` });
    expect(res.statusCode, keyword).toBe(200);
    return (res.json() as ShopResponse).data.map((p) => slugOf[p.id]);
  };

  it('splits words, numbers and units the way they are typed', () => {
    expect(splitKeyword('Seclo20')).toEqual({ words: ['seclo'], numbers: ['20'] });
    expect(splitKeyword('napa 500mg')).toEqual({ words: ['napa'], numbers: ['500'] });
    expect(splitKeyword('নাপা ৫০০')).toEqual({ words: ['নাপা'], numbers: ['500'] });
    expect(transliterateBengali('ওমিপ্রাজল')).toBe('omiprajl');
    expect(transliterateBengali('প্যারাসিটামল')).toBe('parasitaml');
  });

  it('needs every word: brand plus strength, form or second word', async () => {
    expect(await search('napa 500')).toEqual(['napa-tablet', 'napa-extra']);
    expect(await search('napa 500mg')).toEqual(['napa-tablet', 'napa-extra']);
    expect(await search('napa syrup')).toEqual(['napa-syrup']);
    expect(await search('ace plus')).toEqual(['ace-plus']);
    expect(await search('seclo 40')).toEqual(['seclo-40']);
    expect(await search('seclo20')).toEqual(['seclo-20']);
    expect(await search('napa 5000')).toEqual([]);
    // Not Naprosyn 500 (naproxen is 0.6 like "napa"), the cheapest, in any sort.
    expect(await search('napa 500', '&order_by=price_asc')).toEqual(['napa-tablet', 'napa-extra']);
    expect(await search('naprosn 500')).toEqual(['naprosyn-500']);
    // "Syrup" is any oral liquid: a suspension too.
    expect(await search('fevac syrup')).toEqual(['fevac-suspension']);
    expect(await search('fevac syp')).toEqual(['fevac-suspension']);
    expect(await search('ফেভাক সিরাপ')).toEqual(['fevac-suspension']);
  });

  it('reads a misspelt form after the name as the form it is nearest to', async () => {
    expect(await search('napa sirup')).toEqual(['napa-syrup']);
    expect(await search('fevac syrap')).toEqual(['fevac-suspension']);
    const capsules = await search('seclo capsule');
    expect(capsules).toContain('seclo-20');
    expect(await search('seclo capsul')).toEqual(capsules);
    const tablets = await search('napa tablet');
    expect(tablets).toContain('napa-tablet');
    expect(await search('napa tablate')).toEqual(tablets);
    expect(nearestFormNoun('sirup', ['syrup', 'tablet'])).toBe('syrup');
    expect(nearestFormNoun('suspention', ['powder for suspension'])).toBe('suspension');
    // Too far from every noun, too short, or as near to two: no form.
    expect(nearestFormNoun('sigma', ['syrup', 'tablet'])).toBeUndefined();
    expect(nearestFormNoun('tab', ['tablet'])).toBeUndefined();
    expect(nearestFormNoun('gels', ['gel', 'gelx', 'gely'])).toBeUndefined();
  });

  it('finds brands and generics through typos', async () => {
    expect((await search('napaa'))[0]).toBe('napa-tablet');
    expect(await search('paracetmol')).toContain('napa-tablet');
    expect((await search('omiprazole')).slice(0, 3).sort()).toEqual(['losectil-20', 'seclo-20', 'seclo-40']);
    expect((await search('secl'))[0]).toBe('seclo-20');
  });

  it('finds Latin names from Bengali, and Bengali generic names as written', async () => {
    expect((await search('নাপা'))[0]).toBe('napa-tablet');
    expect(await search('প্যারাসিটামল')).toContain('ace-tablet');
    expect((await search('ওমিপ্রাজল')).slice(0, 3).sort()).toEqual(['losectil-20', 'seclo-20', 'seclo-40']);
    expect(await search('অ্যামোক্সিসিলিন')).toEqual(['moxacil-500']);
    expect(await search('নাপা ৫০০')).toEqual(['napa-tablet', 'napa-extra']);
    // "মেটফরমিন" is "metfrmin": as near to "Metformin Hydrochloride" as to "Metformin"; views decide.
    expect((await search('মেটফরমিন')).slice(0, 2)).toEqual(['comet-500', 'glucomin-500']);
  });

  it('ranks the exact brand first in its adult form, then drops, suppositories and combinations', async () => {
    const napa = await search('napa');
    expect(napa[0]).toBe('napa-tablet');
    expect(napa.indexOf('napa-syrup')).toBeLessThan(napa.indexOf('napa-drops'));
    expect(napa.indexOf('napa-drops')).toBeLessThan(napa.indexOf('napa-extra'));
  });

  it('ranks single-ingredient products of a generic before its combinations, then by views', async () => {
    const para = await search('paracetamol');
    expect(para.slice(0, 3)).toEqual(['napa-tablet', 'ace-tablet', 'reset-tablet']);
    expect(para.indexOf('napa-extra')).toBeGreaterThan(para.indexOf('fevac-suppository'));
  });

  it('matches whole generic words: omeprazole before the more popular esomeprazole', async () => {
    const ome = await search('omeprazole');
    expect(ome.slice(0, 3)).toEqual(['seclo-20', 'seclo-40', 'losectil-20']);
    expect(ome.indexOf('maxpro-20')).toBeGreaterThan(2);
    expect((await search('esomeprazole')).slice(0, 2)).toEqual(['maxpro-20', 'sergel-20']);
  });

  it('writes the trigram indexes through (no GIN pending list that every search would read)', async () => {
    const result = (await database.db.execute(
      sql`SELECT c.relname, c.reloptions FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid
          WHERE i.indrelid = 'products'::regclass AND c.relname LIKE '%trgm%' ORDER BY c.relname`,
    )) as unknown as { rows: Array<{ relname: string; reloptions: string[] | null }> };
    expect(result.rows).toEqual(
      ['products_bn_title_trgm_idx', 'products_search_key_trgm_idx', 'products_title_trgm_idx'].map((relname) => ({
        relname,
        reloptions: ['fastupdate=false'],
      })),
    );
  });

  it('reads best-match pages tier by tier exactly as the whole ranking orders them', async () => {
    const active = eq(products.active, true);
    let tiered = 0;
    for (const keyword of ['napa', 'paracetamol', 'paracetmol', 'omeprazole', 'seclo', 'নাপা', 'napa 500', 'ace']) {
      const terms = await searchTerms(database.db, keyword);
      const ranked = await database.db
        .select({ id: products.id })
        .from(products)
        .where(and(active, keywordMatches(terms)))
        .orderBy(...rankOrder(terms));
      for (let count = 1; count <= ranked.length + 1; count++) {
        for (const broad of [false, true]) {
          const page = await pageFromTiers(database.db, active, terms, count, '', broad);
          if (page === undefined) continue;
          tiered++;
          expect(page, `${keyword} ${count} ${broad}`).toEqual(ranked.slice(0, count).map((r) => r.id));
        }
      }
    }
    // Most first pages of a brand or a generic come from the tiers ("napa": 4 titles, then its generic's products).
    expect(tiered).toBeGreaterThan(40);
  });

  it("lowers a best-match tier's titles once a row: its level tests compare the lowered texts", async () => {
    for (const keyword of ['napa', 'নাপা']) {
      const [first] = rankTiers(await searchTerms(database.db, keyword)) ?? [];
      expect(first.lowered).toBe(true);
      const { sql: text } = database.db
        .select({ id: products.id })
        .from(products)
        .crossJoinLateral(LOWERED)
        .where(first.where)
        .orderBy(...first.order)
        .toSQL();
      // Once for the trigram index's test of the candidates, once in LOWERED (eight times each before).
      expect(text.split('lower("products"."title")').length - 1, keyword).toBe(2);
      expect(text.split('lower(coalesce("products"."bn_title", \'\'))').length - 1, keyword).toBe(1);
      expect(text, keyword).toContain('"lowered"."bn_title" LIKE');
    }
  });

  it('finds the same sorted matches through ids, hashed candidates and tests on each row, the lead matches read before or not', async () => {
    const active = eq(products.active, true);
    for (const keyword of ['napa', 'paracetamol', 'seclo 20', 'নাপা', 'omiprazole', 'na', 'n', 'square', 'tab']) {
      const terms = await searchTerms(database.db, keyword);
      const sorted = async (shape: LeadShape, found?: SQL) =>
        (
          await database.db
            .select({ id: products.id })
            .from(products)
            .where(and(active, keywordMatches(terms, shape, found)))
            .orderBy(desc(products.finalPricePoisha), desc(products.id))
        ).map((r) => r.id);
      const viaIds = await sorted('ids');
      expect(viaIds.length, keyword).toBeGreaterThan(0);
      expect(await sorted('hashed'), keyword).toEqual(viaIds);
      expect(await sorted('rows'), keyword).toEqual(viaIds);
      // The lead's matches as kept by the shop (shop/catalog.shop.service.ts keptLeadMatches), inactive ones included.
      const lead = await leadMatches(database.db, terms);
      const listed = lead!.ids.slice(1, -1).split(',');
      expect(new Set(listed).size, keyword).toBe(lead!.count);
      expect(listed.length, keyword).toBe(lead!.count);
      const found = sql`${lead!.ids}::integer[]`;
      expect(await sorted('ids', found), keyword).toEqual(viaIds);
      expect(await sorted('hashed', found), keyword).toEqual(viaIds);
    }
  });

  it("keeps a keyword's lead matches like its total: a product renamed without a catalogue write stays in its pages until one", async () => {
    const page = () => search('seclo', '&order_by=price_asc');
    expect(await page()).toEqual(expect.arrayContaining(['seclo-20', 'seclo-40']));
    await database.db.update(products).set({ title: 'Zolpro' }).where(eq(products.id, ids['seclo-40']));
    try {
      // Still tested on each row: active, the category and the other words (none here).
      expect(await page()).toEqual(expect.arrayContaining(['seclo-20', 'seclo-40']));
      bumpCatalogVersion();
      const after = await page();
      expect(after).toContain('seclo-20');
      expect(after).not.toContain('seclo-40');
    } finally {
      await database.db.update(products).set({ title: 'Seclo' }).where(eq(products.id, ids['seclo-40']));
      bumpCatalogVersion();
    }
  });

  it("reads a keyword's sorted pages from its matches kept in that sort: a price changed without a catalogue write keeps its place until one", async () => {
    const page = () => search('seclo', '&order_by=price_asc');
    const before = await page();
    expect(before.length).toBeGreaterThan(1);
    const cheapest = ids[before[0]];
    const [{ price }] = await database.db
      .select({ price: products.finalPricePoisha })
      .from(products)
      .where(eq(products.id, cheapest));
    await database.db.update(products).set({ finalPricePoisha: 99_999_900 }).where(eq(products.id, cheapest));
    try {
      expect(await page()).toEqual(before);
      bumpCatalogVersion();
      const after = await page();
      expect(after.at(-1)).toBe(before[0]);
      expect(after.slice(0, -1)).toEqual(before.slice(1));
    } finally {
      await database.db.update(products).set({ finalPricePoisha: price }).where(eq(products.id, cheapest));
      bumpCatalogVersion();
    }
  });

  it("reads a keyword's best-match pages from its matches kept ranked: a product viewed more keeps its place until a catalogue write", async () => {
    const page = () => search('omeprazole');
    const before = await page();
    expect(before.slice(0, 3)).toEqual(['seclo-20', 'seclo-40', 'losectil-20']);
    const [{ views }] = await database.db
      .select({ views: products.views })
      .from(products)
      .where(eq(products.id, ids['losectil-20']));
    await database.db.update(products).set({ views: 1_000_000 }).where(eq(products.id, ids['losectil-20']));
    try {
      expect(await page()).toEqual(before);
      bumpCatalogVersion();
      expect((await page()).slice(0, 3)).toEqual(['losectil-20', 'seclo-20', 'seclo-40']);
    } finally {
      await database.db.update(products).set({ views }).where(eq(products.id, ids['losectil-20']));
      bumpCatalogVersion();
    }
  });

  it('reads a keyword naming no generic in one scan of products: the same matches, the same pages', async () => {
    const active = eq(products.active, true);
    const order = [desc(products.finalPricePoisha), desc(products.id)];
    const scanned: string[] = [];
    for (const keyword of [
      'napa',
      'paracetamol',
      'seclo 20',
      'নাপা',
      'omiprazole',
      'na',
      'n',
      'square',
      'tab',
      'ace',
    ]) {
      const terms = await searchTerms(database.db, keyword);
      if (!scannable(terms)) continue;
      scanned.push(keyword);
      const sorted = async (shape: LeadShape) =>
        (
          await database.db
            .select({ id: products.id })
            .from(products)
            .where(and(active, keywordMatches(terms, shape)))
            .orderBy(...order)
        ).map((r) => r.id);
      const viaIds = await sorted('ids');
      expect(viaIds.length, keyword).toBeGreaterThan(0);
      expect(await sorted('scan'), keyword).toEqual(viaIds);
      // The fenced page statement (shop/catalog.shop.service.ts), best match and sorted, pages of 2 from each offset.
      for (const by of [order, rankOrder(terms)]) {
        const all = (
          await database.db
            .select({ id: products.id })
            .from(products)
            .where(and(active, keywordMatches(terms)))
            .orderBy(...by)
        ).map((r) => r.id);
        for (let offset = 0; offset <= all.length; offset++) {
          const page = scannedPage(and(active, keywordMatches(terms, 'scan')), by, { limit: 2, offset });
          const { rows } = (await database.db.execute(page)) as unknown as { rows: Array<{ id: number }> };
          expect(
            rows.map((r) => Number(r.id)),
            `${keyword} ${offset}`,
          ).toEqual(all.slice(offset, offset + 2));
        }
      }
    }
    // A generic's name is not read this way (its products come from product_generics); a brand's is.
    expect(scanned).toContain('seclo 20');
    expect(scanned).not.toContain('paracetamol');
  });

  it('counts a one-word keyword through its lookups as every match is counted, inactive products left out', async () => {
    const active = eq(products.active, true);
    await database.db.update(products).set({ active: false }).where(eq(products.id, ids['napa-suppository']));
    try {
      for (const keyword of [
        'napa',
        'paracetamol',
        'paracetmol',
        'nap',
        'na',
        'n',
        'ace',
        'omiprazole',
        'square',
        'নাপা',
      ]) {
        const terms = await searchTerms(database.db, keyword);
        const counted = keywordTotal(terms);
        expect(counted, keyword).toBeDefined();
        const [{ n }] = await database.db
          .select({ n: count() })
          .from(products)
          .where(and(active, keywordMatches(terms)));
        const { rows } = (await database.db.execute(counted!)) as unknown as { rows: Array<{ total: number }> };
        expect(Number(rows[0].total), keyword).toBe(Number(n));
      }
    } finally {
      await database.db.update(products).set({ active: true }).where(eq(products.id, ids['napa-suppository']));
    }
    // Other words and numbers are tested on each product: counted the usual way.
    expect(keywordTotal(await searchTerms(database.db, 'napa 500'))).toBeUndefined();
    expect(keywordTotal(await searchTerms(database.db, 'napa syrup'))).toBeUndefined();
  });

  it('walks a sort index testing each row when few rows hold the page, against hashed candidates when more, else sorts the matches', () => {
    // 100k active products: "fluo" (12,582 matches) by title, page 1; "para" (662) by price; a keyword of 40 matches.
    expect(sortedShape(12, 100_000, 12_582)).toBe('rows');
    expect(sortedShape(12, 100_000, 662)).toBe('hashed');
    expect(sortedShape(36, 100_000, 40)).toBe('ids');
    // Deeper pages walk further: page 40 of "fluo" is found through the hashed set.
    expect(sortedShape(480, 100_000, 12_582)).toBe('hashed');
  });

  it('counts the generics of each product (single-ingredient before combinations) as they change', async () => {
    const countOf = async (slug: string) =>
      (await database.db.select({ n: products.genericCount }).from(products).where(eq(products.id, ids[slug])))[0].n;
    expect([await countOf('napa-extra'), await countOf('napa-tablet'), await countOf('amdocal-5')]).toEqual([2, 1, 0]);
    const caffeine = await database.db
      .delete(productGenerics)
      .where(
        and(
          eq(productGenerics.productId, ids['napa-extra']),
          sql`${productGenerics.genericId} <> (SELECT min(generic_id) FROM product_generics WHERE product_id = ${ids['napa-extra']})`,
        ),
      )
      .returning();
    expect(await countOf('napa-extra')).toBe(1);
    await database.db.insert(productGenerics).values(caffeine);
    expect(await countOf('napa-extra')).toBe(2);
  });

  it('answers one letter by title prefix only', async () => {
    expect((await search('a')).sort()).toEqual(['ace-plus', 'ace-tablet', 'amdocal-5']);
  });

  it('keeps an explicit sort and the category filter with a keyword', async () => {
    expect(await search('paracetamol', '&order_by=price_asc')).toContain('fevac-suppository');
    const cheapest = await search('paracetamol', '&order_by=price_asc');
    expect(cheapest[0]).toBe('fevac-suppository');
  });

  it('suggests names spelled like a keyword that found nothing', async () => {
    expect(await search('paracitamoll xyz')).toEqual([]);
    const res = await app.inject({ url: `/api/shop/suggestions?keyword=${encodeURIComponent('sekloo xyz')}` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ShopSuggestionsResponse).data).toContain('Seclo');
    const bn = await app.inject({ url: `/api/shop/suggestions?keyword=${encodeURIComponent('মক্সাসিল')}` });
    expect((bn.json() as ShopSuggestionsResponse).data).toContain('Moxacil');
    expect((await app.inject({ url: '/api/shop/suggestions' })).statusCode).toBe(422);
  });

  it('offers alternatives of the same generics, strength and dosage form, cheapest first', async () => {
    const res = await app.inject({ url: `/api/alternative-brand-product/${ids['napa-suppository']}` });
    const alternatives = (res.json() as ProductListResponse).map((p) => [
      slugOf[p.id],
      p.medicinetype?.title,
      p.brand?.name,
    ]);
    expect(alternatives).toEqual([
      ['fevac-suppository', 'Suppository', 'ACME'],
      ['reset-suppository', 'Suppository', 'Incepta'],
    ]);
    const tablets = await app.inject({ url: `/api/alternative-brand-product/${ids['napa-tablet']}` });
    expect((tablets.json() as ProductListResponse).map((p) => slugOf[p.id])).toEqual(['reset-tablet', 'ace-tablet']);
  });
});
