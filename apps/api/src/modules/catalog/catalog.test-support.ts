import type { DbOrTx } from '../../db/client';
import {
  ensureBrands,
  ensureGenerics,
  ensureMedicineTypes,
  insertProducts,
  type NewProduct,
} from './catalog.write.service';
import { categories, sliders } from './catalog.tables';

export interface CatalogFixture {
  categoryIds: { pain: number; antibiotics: number; bulk: number; hidden: number };
  productIds: Record<string, number>;
}

/**
 * A small shop: paracetamol brands from several companies (alternatives), a combination, an
 * inactive product, a title with a literal `%`, and 14 fillers so listings have two pages.
 */
export async function seedCatalogFixture(db: DbOrTx): Promise<CatalogFixture> {
  const [pain, antibiotics, bulk, hidden] = await db
    .insert(categories)
    .values([
      { slug: 'pain-relief', name: 'Pain Relief', bnName: 'ব্যথানাশক', logo: 'categories/pain-relief.svg', sort: 1 },
      { slug: 'antibiotics', name: 'Antibiotics', bnName: 'অ্যান্টিবায়োটিক', sort: 2 },
      { slug: 'bulk', name: 'Bulk', bnName: 'বাল্ক', sort: 3 },
      { slug: 'hidden', name: 'Hidden', bnName: 'লুকানো', sort: 0, active: false },
    ])
    .returning({ id: categories.id });
  const brand = await ensureBrands(db, ['Beximco', 'Square', 'Incepta', 'ACME']);
  const type = await ensureMedicineTypes(db, [{ title: 'Tablet', bnTitle: 'ট্যাবলেট' }, { title: 'Syrup' }]);
  const gen = await ensureGenerics(db, [
    { title: 'Paracetamol' },
    { title: 'Caffeine' },
    { title: 'Omeprazole' },
    { title: 'Amoxicillin' },
    { title: 'Sodium Chloride' },
  ]);
  const para = gen.get('Paracetamol')!;
  let minute = 0;
  const base = (slug: string, p: Partial<NewProduct>): NewProduct => ({
    slug,
    title: slug,
    price: 1,
    medicineTypeId: type.get('Tablet'),
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute++)),
    ...p,
  });
  const named: NewProduct[] = [
    base('napa-500-mg-tablet', {
      title: 'Napa',
      bnTitle: 'নাপা',
      power: '500 mg',
      price: 1.2,
      views: 10,
      brandId: brand.get('Beximco'),
      genericIds: [para],
      categoryIds: [pain.id, hidden.id],
      images: [
        { image: 'products/napa-500-mg-tablet.webp', thumbnail: 'products/napa-500-mg-tablet-thumb.webp' },
        { image: 'products/napa-back.webp' },
      ],
      detail: {
        indications: '<p>Fever and <b>pain</b>.</p><script>alert(1)</script>',
        description:
          '<p onclick="steal()">Paracetamol <a href="javascript:x">tablet</a><img src=x onerror=alert(1)></p>',
        usesRule: '  ',
      },
    }),
    base('napa-extra-500-mg-tablet', {
      title: 'Napa Extra',
      bnTitle: 'নাপা এক্সট্রা',
      power: '500 mg',
      price: 2.5,
      views: 50,
      brandId: brand.get('Beximco'),
      genericIds: [para, gen.get('Caffeine')!],
      categoryIds: [pain.id],
    }),
    base('napa-one-500-mg-tablet', {
      title: 'Napa One',
      bnTitle: 'নাপা ওয়ান',
      power: '500 mg',
      price: 1.3,
      brandId: brand.get('Beximco'),
      genericIds: [para],
    }),
    base('ace-500-mg-tablet', {
      title: 'Ace',
      bnTitle: 'এইস',
      power: '500 mg',
      price: 1,
      discount: 10,
      views: 5,
      brandId: brand.get('Square'),
      genericIds: [para],
      categoryIds: [pain.id],
    }),
    base('renova-500-mg-tablet', {
      title: 'Renova',
      power: '500 mg',
      price: 0.5,
      active: false,
      views: 1000,
      brandId: brand.get('Incepta'),
      genericIds: [para],
    }),
    base('fast-500-mg-tablet', {
      title: 'Fast',
      power: '500 MG',
      price: 1.1,
      brandId: brand.get('ACME'),
      genericIds: [para],
    }),
    base('paracetamol-bp-500-mg-tablet', {
      title: 'Paracetamol BP',
      power: '500 mg',
      price: 0.7,
      brandId: brand.get('Incepta'),
      genericIds: [para],
    }),
    base('kinapa-120-mg-syrup', {
      title: 'Kinapa',
      bnTitle: 'কিনাপা',
      power: '120 mg/5 ml',
      price: 35,
      medicineTypeId: type.get('Syrup'),
      brandId: brand.get('ACME'),
      genericIds: [para],
    }),
    base('seclo-20-mg-capsule', {
      title: 'Seclo',
      power: '20 mg',
      price: 5,
      discount: 12.5,
      brandId: brand.get('Square'),
      genericIds: [gen.get('Omeprazole')!],
    }),
    base('moxacil-500-mg-capsule', {
      title: 'Moxacil',
      power: '500 mg',
      price: 6,
      prescriptionRequired: true,
      brandId: brand.get('Square'),
      genericIds: [gen.get('Amoxicillin')!],
      categoryIds: [antibiotics.id],
    }),
    base('normal-saline-0-9', {
      title: 'Normal Saline 0.9%',
      power: '0.9%',
      price: 90,
      brandId: brand.get('Beximco'),
      genericIds: [gen.get('Sodium Chloride')!],
    }),
  ];
  const fillers = Array.from({ length: 14 }, (_, i) =>
    base(`filler-${String(i + 1).padStart(2, '0')}`, {
      title: `Filler ${String(i + 1).padStart(2, '0')}`,
      power: '10 mg',
      price: 10 + i,
      categoryIds: [bulk.id],
    }),
  );
  const all = [...named, ...fillers];
  const ids = await insertProducts(db, all);
  const productIds = Object.fromEntries(all.map((p, i) => [p.slug, ids[i]]));

  await db.insert(sliders).values([
    { kind: 'home-slider', image: 'sliders/home-2.webp', title: 'Second', sort: 2 },
    { kind: 'home-slider', image: 'sliders/home-1.webp', title: 'First', bnTitle: 'প্রথম', link: '/shop', sort: 1 },
    { kind: 'home-slider', image: 'sliders/home-off.webp', sort: 0, active: false },
    { kind: 'shop-slider', image: 'sliders/shop-1.webp', sort: 1 },
  ]);
  return {
    categoryIds: { pain: pain.id, antibiotics: antibiotics.id, bulk: bulk.id, hidden: hidden.id },
    productIds,
  };
}

/**
 * A catalogue shaped like the real one for search: one brand in several forms, combinations of a
 * generic, omeprazole next to esomeprazole, suppositories next to tablets, and no Bengali names on
 * most products (Bengali queries must still find them).
 */
export async function seedSearchCatalogue(db: DbOrTx): Promise<Record<string, number>> {
  const maker = await ensureBrands(db, ['Beximco', 'Square', 'Incepta', 'ACME', 'Opsonin']);
  const type = await ensureMedicineTypes(db, [
    { title: 'Tablet' },
    { title: 'Capsule' },
    { title: 'Syrup' },
    { title: 'Suppository' },
    { title: 'Pediatric Drops' },
    { title: 'Injection' },
    { title: 'Suspension' },
  ]);
  const gen = await ensureGenerics(db, [
    { title: 'Paracetamol' },
    { title: 'Caffeine' },
    { title: 'Omeprazole' },
    { title: 'Esomeprazole' },
    { title: 'Amoxicillin', bnTitle: 'অ্যামোক্সিসিলিন' },
    { title: 'Metformin Hydrochloride' },
    { title: 'Metformin' },
    { title: 'Naproxen' },
  ]);
  const p = (
    slug: string,
    title: string,
    form: string,
    power: string | null,
    company: string,
    generics: string[],
    extra: Partial<NewProduct> = {},
  ): NewProduct => ({
    slug,
    title,
    power,
    price: 10,
    medicineTypeId: type.get(form),
    brandId: maker.get(company),
    genericIds: generics.map((g) => gen.get(g)!),
    ...extra,
  });
  const items = [
    p('napa-syrup', 'Napa', 'Syrup', '120 mg/5 ml', 'Beximco', ['Paracetamol'], { views: 300 }),
    p('napa-drops', 'Napa', 'Pediatric Drops', '80 mg/ml', 'Beximco', ['Paracetamol'], { views: 200 }),
    p('napa-tablet', 'Napa', 'Tablet', '500 mg', 'Beximco', ['Paracetamol'], { views: 100 }),
    p('napa-extra', 'Napa Extra', 'Tablet', '500 mg+65 mg', 'Beximco', ['Paracetamol', 'Caffeine'], { views: 900 }),
    p('napa-suppository', 'Napa', 'Suppository', '125 mg', 'Beximco', ['Paracetamol'], { views: 5, price: 8 }),
    p('ace-tablet', 'Ace', 'Tablet', '500 mg', 'Square', ['Paracetamol'], { views: 80, price: 9 }),
    p('ace-plus', 'Ace Plus', 'Tablet', '500 mg+65 mg', 'Square', ['Paracetamol', 'Caffeine'], { views: 70 }),
    p('reset-tablet', 'Reset', 'Tablet', '500 mg', 'Incepta', ['Paracetamol'], { views: 40, price: 7 }),
    p('reset-suppository', 'Reset', 'Suppository', '125 mg', 'Incepta', ['Paracetamol'], { price: 12 }),
    p('fevac-suppository', 'Fevac', 'Suppository', '125 mg', 'ACME', ['Paracetamol'], { price: 6 }),
    p('seclo-20', 'Seclo', 'Capsule', '20 mg', 'Square', ['Omeprazole'], { views: 60 }),
    p('seclo-40', 'Seclo', 'Capsule', '40 mg', 'Square', ['Omeprazole'], { views: 30 }),
    p('losectil-20', 'Losectil', 'Capsule', '20 mg', 'Opsonin', ['Omeprazole'], { views: 20 }),
    p('maxpro-20', 'Maxpro', 'Tablet', '20 mg', 'Incepta', ['Esomeprazole'], { views: 5000 }),
    p('sergel-20', 'Sergel', 'Capsule', '20 mg', 'ACME', ['Esomeprazole'], { views: 4000 }),
    p('moxacil-500', 'Moxacil', 'Capsule', '500 mg', 'Square', ['Amoxicillin'], { views: 10 }),
    p('amdocal-5', 'Amdocal', 'Tablet', '5 mg', 'Beximco', [], { views: 1 }),
    p('fevac-suspension', 'Fevac', 'Suspension', '120 mg/5 ml', 'ACME', ['Paracetamol']),
    // The same medicine under two generic names, as in real catalogues (with and without the salt).
    p('comet-500', 'Comet', 'Tablet', '500 mg', 'Square', ['Metformin Hydrochloride'], { views: 50 }),
    p('glucomin-500', 'Glucomin', 'Tablet', '500 mg', 'ACME', ['Metformin'], { views: 10 }),
    // "napa" is spelled 0.6 like naproxen (three of its five trigrams): not a near spelling of it.
    p('naprosyn-500', 'Naprosyn', 'Tablet', '500 mg', 'Opsonin', ['Naproxen'], { views: 15, price: 5 }),
  ];
  const ids = await insertProducts(db, items);
  return Object.fromEntries(items.map((item, i) => [item.slug, ids[i]]));
}
