import { asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSlider, SliderKind, SliderWriteBodySchema } from '@nirog/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { removeFile, saveFile } from '../../../lib/file-store';
import type { MessageKey } from '../../../lib/i18n';
import { reencodeImage } from '../../../lib/images';
import { writeAudit } from '../../admin';
import { bumpCatalogVersion } from '../catalog.cache';
import { sliders } from '../catalog.tables';

export type SliderInput = z.output<typeof SliderWriteBodySchema>;

export interface SliderWriteResult {
  messageKey: MessageKey;
  data: AdminSlider;
}

/** Banners are wide: at most 1600 px. */
const SLIDER_SIZES = { maxSide: 1600 };

function selectSliders(db: DbOrTx, where: SQL) {
  return db
    .select({
      id: sliders.id,
      kind: sliders.kind,
      image: sliders.image,
      title: sliders.title,
      bn_title: sliders.bnTitle,
      link: sliders.link,
      sort: sliders.sort,
      active: sliders.active,
    })
    .from(sliders)
    .where(where)
    .orderBy(asc(sliders.sort), asc(sliders.id));
}

type SliderRow = Awaited<ReturnType<typeof selectSliders>>[number];
const toSlider = (row: SliderRow): AdminSlider => ({ ...row, kind: row.kind as SliderKind });

/** GET /api/admin/catalog/sliders?kind=: every slide of the kind, active or not, in display order. */
export async function listAdminSliders(db: DbOrTx, kind: SliderKind): Promise<AdminSlider[]> {
  return (await selectSliders(db, eq(sliders.kind, kind))).map(toSlider);
}

async function getSlider(db: DbOrTx, id: number): Promise<AdminSlider> {
  const [row] = await selectSliders(db, eq(sliders.id, id));
  if (!row) throw notFound('catalog_admin.slider_not_found');
  return toSlider(row);
}

async function lockSlider(tx: Tx, id: number) {
  const [row] = await tx.select().from(sliders).where(eq(sliders.id, id)).for('update');
  if (!row) throw notFound('catalog_admin.slider_not_found');
  return row;
}

const columnsOf = (input: SliderInput) => ({
  kind: input.kind,
  title: input.title ?? null,
  bnTitle: input.bn_title ?? null,
  link: input.link ?? null,
  sort: input.sort,
  active: input.active,
});

/** Re-encodes and stores a slide picture under public `sliders/`. */
async function storeImage(publicRoot: string, upload: Buffer): Promise<string> {
  const encoded = await reencodeImage(upload, SLIDER_SIZES);
  return saveFile(publicRoot, 'sliders', encoded.image, 'webp');
}

/** Runs `work` with a freshly stored file, removing the file again when the work fails. */
async function withStoredFile<T>(publicRoot: string, image: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await removeFile(publicRoot, image);
    throw err;
  }
}

/** POST /api/admin/catalog/sliders: the slide's fields and its picture. */
export async function createSlider(
  db: Db,
  publicRoot: string,
  actorId: number,
  input: SliderInput,
  upload: Buffer,
): Promise<SliderWriteResult> {
  const image = await storeImage(publicRoot, upload);
  const id = await withStoredFile(publicRoot, image, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sliders)
        .values({ ...columnsOf(input), image })
        .returning({ id: sliders.id });
      await writeAudit(tx, {
        actorId,
        action: 'slider_created',
        subjectType: 'slider',
        subjectId: row.id,
        details: { kind: input.kind, image },
      });
      return row.id;
    }),
  );
  bumpCatalogVersion();
  return { messageKey: 'catalog_admin.slider_created', data: await getSlider(db, id) };
}

/** PUT /api/admin/catalog/sliders/:id: the slide's fields (the picture stays). */
export async function updateSlider(
  db: Db,
  actorId: number,
  id: number,
  input: SliderInput,
): Promise<SliderWriteResult> {
  await db.transaction(async (tx) => {
    const before = await lockSlider(tx, id);
    const after = columnsOf(input);
    const changed = (Object.keys(after) as Array<keyof typeof after>).filter((k) => before[k] !== after[k]);
    await tx.update(sliders).set(after).where(eq(sliders.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'slider_updated',
      subjectType: 'slider',
      subjectId: id,
      details: { kind: input.kind, changed },
    });
  });
  bumpCatalogVersion();
  return { messageKey: 'catalog_admin.slider_updated', data: await getSlider(db, id) };
}

/** POST /api/admin/catalog/sliders/:id/image: the new picture replaces the old, whose file is then removed. */
export async function replaceSliderImage(
  db: Db,
  publicRoot: string,
  actorId: number,
  id: number,
  upload: Buffer,
): Promise<SliderWriteResult> {
  await getSlider(db, id);
  const image = await storeImage(publicRoot, upload);
  const previous = await withStoredFile(publicRoot, image, () =>
    db.transaction(async (tx) => {
      const before = await lockSlider(tx, id);
      await tx.update(sliders).set({ image }).where(eq(sliders.id, id));
      await writeAudit(tx, {
        actorId,
        action: 'slider_image_replaced',
        subjectType: 'slider',
        subjectId: id,
        details: { image },
      });
      return before.image;
    }),
  );
  bumpCatalogVersion();
  await removeFile(publicRoot, previous);
  return { messageKey: 'catalog_admin.slider_image_replaced', data: await getSlider(db, id) };
}

/** DELETE /api/admin/catalog/sliders/:id: the row, then (once committed) its picture. */
export async function deleteSlider(db: Db, publicRoot: string, actorId: number, id: number): Promise<MessageKey> {
  const image = await db.transaction(async (tx) => {
    const row = await lockSlider(tx, id);
    await tx.delete(sliders).where(eq(sliders.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'slider_deleted',
      subjectType: 'slider',
      subjectId: id,
      details: { kind: row.kind, image: row.image },
    });
    return row.image;
  });
  bumpCatalogVersion();
  await removeFile(publicRoot, image);
  return 'catalog_admin.slider_deleted';
}
