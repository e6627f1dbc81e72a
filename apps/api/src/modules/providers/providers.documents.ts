import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  PROVIDER_DOCS_MAX,
  PROVIDER_FILE_MAX_BYTES,
  type ProviderDocument,
  type ProviderDocumentType,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import {
  pathsNamedIn,
  privateFileAddresses,
  removePrivateFiles,
  savePrivateFiles,
  type PrivateFileKind,
} from '../../lib/private-files';
import { readMultipartFiles, type FileFieldRule, type UploadedFile } from '../../plugins/uploads';
import { providerDocuments } from './providers.tables';

/** Folder inside the PRIVATE storage root. */
const FOLDER = 'provider-documents';
/** Longest side kept: enough to read an NID card or a certificate. */
const DOCUMENT_SIDE = 2000;
/** Provider pictures are PNG or JPEG (spec 3 section 5), decided by content. */
const FORMATS = ['png', 'jpeg'] as const;

/**
 * Provider documents in the one private-file mechanism (lib/private-files.ts): served at
 * `/api/provider-documents/:id/full` through signed addresses handed only to the provider and staff,
 * swept when no row names them.
 */
export const providerDocumentFiles: PrivateFileKind<'full'> = {
  kind: 'provider-document',
  route: '/api/provider-documents',
  folder: FOLDER,
  variants: ['full'],
  async locate(db, id) {
    const [row] = await db
      .select({ path: providerDocuments.path })
      .from(providerDocuments)
      .where(eq(providerDocuments.id, id));
    return row?.path ?? null;
  },
  referenced: (db, paths) => pathsNamedIn(db, providerDocuments, [providerDocuments.path], paths),
};

/** One upload field of a join step or profile call and the document type it is stored as. */
export interface DocumentField {
  field: string;
  type: ProviderDocumentType;
  required: boolean;
  /** Several files (`docs[]`): 1 to PROVIDER_DOCS_MAX, errors on `docs` and `docs.N`. */
  many?: boolean;
}

/** Identity images and other documents, as every wizard's last step asks them (names per kind). */
export const identityFields = (first: string, second: string): DocumentField[] => [
  { field: first, type: 'nid_passport', required: true },
  { field: second, type: 'nid_passport2', required: false },
  { field: 'docs', type: 'doc', required: true, many: true },
];

export interface PreparedDocument {
  type: ProviderDocumentType;
  position: number;
  path: string;
}

/**
 * Reads the upload fields of a request (plus `extra` fields the kind handles itself, such as the
 * ambulance photo): each file size-limited, then checked by content (PNG/JPEG), re-encoded (metadata
 * dropped) and written to private storage under our own names. Every problem of every field is one
 * 422: `signature`, `nid_passport`, `docs` (none), `docs.N` (that file).
 */
export async function readProviderDocuments(
  request: FastifyRequest,
  privateRoot: string,
  documentFields: DocumentField[],
  extra: Record<string, FileFieldRule> = {},
): Promise<{ documents: PreparedDocument[]; extra: Record<string, UploadedFile[]>; fields: Record<string, string> }> {
  const rules: Record<string, FileFieldRule> = { ...extra };
  for (const d of documentFields) {
    rules[d.field] = {
      maxFiles: d.many ? PROVIDER_DOCS_MAX : 1,
      required: d.required,
      messages: d.many ? { required: 'providers.document_required' } : {},
    };
  }
  const { files, fields } = await readMultipartFiles(request, { maxBytes: PROVIDER_FILE_MAX_BYTES, fields: rules });
  const problems: FieldErrors = {};
  const jobs: Array<{ type: ProviderDocumentType; position: number; field: string; data: Buffer }> = [];
  for (const d of documentFields) {
    files[d.field].forEach((file, position) => {
      const field = d.many ? `${d.field}.${position}` : d.field;
      if (file.buffer.length === 0) problems[field] = ['validation.file_required'];
      else jobs.push({ type: d.type, position, field, data: file.buffer });
    });
  }
  const encoded = await Promise.allSettled(
    jobs.map((job) =>
      reencodeImage(job.data, { maxSide: DOCUMENT_SIDE }, job.field, {
        formats: FORMATS,
        message: 'providers.image_invalid',
      }),
    ),
  );
  encoded.forEach((result) => {
    if (result.status === 'fulfilled') return;
    if (!(result.reason instanceof ValidationError)) throw result.reason;
    Object.assign(problems, result.reason.fields);
  });
  if (Object.keys(problems).length) throw new ValidationError(problems);
  const paths = await savePrivateFiles(
    privateRoot,
    FOLDER,
    encoded.map((r) => (r as PromiseFulfilledResult<{ image: Buffer }>).value.image),
  );
  const extraFiles = Object.fromEntries(Object.keys(extra).map((name) => [name, files[name]]));
  return {
    documents: jobs.map((job, i) => ({ type: job.type, position: job.position, path: paths[i] })),
    extra: extraFiles,
    fields,
  };
}

/** Removes written files of a step that did not go through. */
export const discardDocuments = (privateRoot: string, documents: PreparedDocument[]) =>
  removePrivateFiles(
    privateRoot,
    documents.map((d) => d.path),
  );

/**
 * Stores the documents of a step, replacing the earlier ones of the same types (a rejected applicant
 * correcting the wizard, a doctor's new signature). Old files are left to the nightly sweep.
 */
export async function replaceDocuments(tx: DbOrTx, applicationId: number, documents: PreparedDocument[]) {
  const types = [...new Set(documents.map((d) => d.type))];
  if (types.length === 0) return;
  await tx
    .delete(providerDocuments)
    .where(and(eq(providerDocuments.applicationId, applicationId), inArray(providerDocuments.type, types)));
  await tx.insert(providerDocuments).values(documents.map((d) => ({ applicationId, ...d })));
}

/** An application's documents with signed addresses: only for the provider themself and staff. */
export async function documentsOf(
  db: DbOrTx,
  applicationId: number,
  signer: PrivateFileSigner,
  types?: ProviderDocumentType[],
): Promise<ProviderDocument[]> {
  const rows = await db
    .select()
    .from(providerDocuments)
    .where(
      and(
        eq(providerDocuments.applicationId, applicationId),
        types ? inArray(providerDocuments.type, types) : undefined,
      ),
    )
    .orderBy(asc(providerDocuments.type), asc(providerDocuments.position));
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    type: row.type as ProviderDocumentType,
    position: row.position,
    image: privateFileAddresses(signer, providerDocumentFiles, row.id, now).full,
  }));
}
