import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_SIZES, UploadResponse } from '@trabzon/contracts';
import { UPLOAD_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { errorResponses } from '../../lib/schemas';
import { HttpError, badRequest } from '../../lib/http-error';

/**
 * The file's bytes, or an HTTP error: 413 over the size limit, the plugin's own 4xx (too many
 * parts), and 400 for a body the multipart parser cannot read (cut off, no boundary), which
 * would otherwise surface as a 500.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw badRequest(UPLOAD_REFUSALS.noFile);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, UPLOAD_REFUSALS.tooLarge);
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw badRequest(UPLOAD_REFUSALS.unreadable);
  }
}

/** What the file's bytes say it is (never its name or the client's content type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * POST /api/admin/uploads (admins): one JPEG, PNG or WebP image of at most 5 MB, checked by its
 * content, stored as WebP in two sizes (card 800×500, hero 1920×800, cover-cropped) under the
 * uploads folder, which is served at /images/uploads/ like the shipped images.
 */
export const uploadsRoutes: FastifyPluginAsyncTypebox<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  await fs.mkdir(uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/admin/uploads',
    { onRequest: app.requireAdmin, schema: { response: { 201: UploadResponse, ...errorResponses(400, 401, 403, 413) } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(UPLOAD_REFUSALS.notMultipart);
      const buffer = await readUpload(request);
      if (buffer.length === 0) throw badRequest(UPLOAD_REFUSALS.noFile);
      let meta: sharp.Metadata;
      try {
        meta = await sharp(buffer, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
      } catch {
        throw badRequest(UPLOAD_REFUSALS.badType);
      }
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw badRequest(UPLOAD_REFUSALS.badType);
      if (!meta.width || !meta.height) throw badRequest(UPLOAD_REFUSALS.badType);
      if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw badRequest(UPLOAD_REFUSALS.tooManyPixels);

      const id = randomUUID();
      const names = { card: `${id}-card.webp`, hero: `${id}-hero.webp` };
      try {
        for (const size of ['card', 'hero'] as const) {
          const { width, height } = UPLOAD_SIZES[size];
          await sharp(buffer, { limitInputPixels: UPLOAD_MAX_PIXELS })
            .rotate()
            .resize(width, height, { fit: 'cover', position: 'attention' })
            .webp({ quality: size === 'hero' ? 80 : 78 })
            .toFile(path.join(uploadsDir, names[size]));
        }
      } catch {
        await Promise.all(Object.values(names).map((name) => fs.rm(path.join(uploadsDir, name), { force: true })));
        throw badRequest(UPLOAD_REFUSALS.badType);
      }
      return reply
        .code(201)
        .send({ card: `/images/uploads/${names.card}`, hero: `/images/uploads/${names.hero}`, width: meta.width, height: meta.height });
    },
  );
};

/** Serves the uploads folder at /images/uploads/ (names are random and never change: cache long). */
export const uploadsStatic: FastifyPluginAsyncTypebox<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  await fs.mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/images/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
    immutable: true,
  });
};
