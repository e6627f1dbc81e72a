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
