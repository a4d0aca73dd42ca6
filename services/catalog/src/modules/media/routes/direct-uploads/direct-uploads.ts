import { randomBytes } from 'node:crypto';
import {
  CompleteUploadResponseSchema,
  DirectUploadBodySchema,
  DirectUploadParamsSchema,
  DirectUploadResponseSchema,
  ErrorBodySchema,
  NoBodySchema,
  directUploadLimits,
  imageContentTypes,
  serverMessages,
  uploadLimits,
  videoContentTypes,
  type CompleteUploadResponse,
  type DirectUploadBody,
  type MediaContentType,
} from '@drops/contracts';
import { ValidationError, type ServiceApp } from '@drops/service-kit';
import type { DirectUpload } from '../../direct-uploads-repository';
import { stagingPrefix, StorageUnavailableError } from '../../storage';
import { isVideo, maxBytesOf, sniffLength } from '../../uploads/media-type';
import { asUploadError, stripStoredImage } from '../../uploads/store-upload';
import { acceptedTypeOf, newStorageKey, uploadKinds } from '../../uploads/upload-kinds';
import {
  fileSizeMismatch,
  fileTooLarge,
  fileTypeNotAllowed,
  uploadErrorResponses,
  uploadNotFound,
} from '../../uploads/upload-errors';
import { ownerOf } from '../../uploads/upload-owner';

const mediaTypes: readonly string[] = [...imageContentTypes, ...videoContentTypes];
const isMediaType = (type: string): type is MediaContentType => mediaTypes.includes(type);

const fileNotUploaded = () => new ValidationError({ file: serverMessages.fileNotUploaded });

const errorResponses = { ...uploadErrorResponses, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** The declared file fits its purpose and slot before any target is handed out. */
function checkDeclaration(body: DirectUploadBody): MediaContentType {
  const type = body.fileType.toLowerCase();
  if (!isMediaType(type)) throw fileTypeNotAllowed('file');
  const kind = uploadKinds[body.purpose];
  if (isVideo(type) && !(kind.acceptsVideo && (body.slot ?? 0) === 0))
    throw fileTypeNotAllowed('file');
  if (body.fileSize > maxBytesOf(type)) throw fileTooLarge('file');
  return type;
}

/**
 * Issue 18, point 1: the browser sends a file straight to storage.
 * `POST /s3/uploads` records the declared file and answers a short-lived target for a staging
 * key; `POST /s3/uploads/{id}/complete` checks what arrived (real size, type from the first
 * bytes, slot rules) and only then moves it to a media key that entities may keep.
 */
export default async function directUploadRoutes(app: ServiceApp) {
  const uploads = app.directUploadsRepository;
  const { storage, onStored } = app.mediaUploads;

  app.post(
    '/s3/uploads',
    {
      schema: {
        body: DirectUploadBodySchema,
        response: { 200: DirectUploadResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const type = checkDeclaration(body);
      const id = randomBytes(12).toString('hex');
      const owner = ownerOf(app, request);
      const stagingKey = `${stagingPrefix}${owner}/${id}`;
      const now = Date.now();
      await uploads.create({
        id,
        owner,
        purpose: body.purpose,
        slot: body.slot ?? 0,
        fileName: body.fileName,
        declaredType: type,
        declaredSize: body.fileSize,
        stagingKey,
        createdAt: now,
      });
      try {
        const target = await storage.presignUpload(stagingKey, {
          contentType: type,
          size: body.fileSize,
          expiresInSeconds: directUploadLimits.targetSeconds,
        });
        return {
          success: true as const,
          data: {
            uploadId: id,
            method: target.method,
            url: target.url,
            fields: target.method === 'POST' ? target.fields : {},
            headers: target.method === 'PUT' ? target.headers : {},
            expiresAt: new Date(now + directUploadLimits.targetSeconds * 1000).toISOString(),
          },
        };
      } catch (error) {
        throw asUploadError(error, uploadKinds[body.purpose]);
      }
    },
  );

  /** The stored object as the declaration promised it, or the reason it is not (object removed). */
  async function checkStoredObject(upload: DirectUpload): Promise<MediaContentType> {
    const size = await storage.size(upload.stagingKey);
    if (size === null) throw fileNotUploaded();
    try {
      const head = await storage.readBytes(upload.stagingKey, sniffLength);
      if (head === null) throw fileNotUploaded();
      const kind = uploadKinds[upload.purpose];
      const type = acceptedTypeOf(head, kind, upload.slot, 'file');
      if (type !== upload.declaredType) throw fileTypeNotAllowed('file');
      if (size > maxBytesOf(type)) throw fileTooLarge('file');
      if (size !== upload.declaredSize) throw fileSizeMismatch('file');
      return type;
    } catch (error) {
      // Refused bytes are never kept; the upload stays pending until it expires.
      if (!(error instanceof StorageUnavailableError))
        await storage.delete(upload.stagingKey).catch(() => undefined);
      throw error;
    }
  }

  async function answerOf(upload: DirectUpload, key: string): Promise<CompleteUploadResponse> {
    const url = await storage.signedUrl(key, uploadLimits.signedUrlSeconds);
    const type = upload.declaredType;
    return {
      success: true,
      key,
      url,
      data: { key, url, type, size: upload.declaredSize },
    };
  }

  app.post(
    '/s3/uploads/:id/complete',
    {
      schema: {
        params: DirectUploadParamsSchema,
        body: NoBodySchema,
        response: { 200: CompleteUploadResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Read (or found missing) by the folder's check, which needed its purpose.
      const upload = request.directUpload!;
      // Someone else's upload is not there for this caller (the id of a sign-up upload made
      // before the account is its capability).
      if (upload.owner !== 'pending' && ownerOf(app, request) !== upload.owner)
        throw uploadNotFound();
      const kind = uploadKinds[upload.purpose];
      try {
        // Completing twice answers the same key again (decisions.md): a retry is harmless.
        if (upload.state === 'completed' && upload.storageKey)
          return await answerOf(upload, upload.storageKey);
        const type = await checkStoredObject(upload);
        const key = newStorageKey(kind, upload.owner, type);
        await storage.move(upload.stagingKey, key, { contentType: type });
        // Issue 18 point 4: stripped of its location before anyone learns its key (a bomb is
        // deleted and refused here, as on the other upload routes).
        if (!isVideo(type)) await stripStoredImage(storage, key, type, { kind, field: 'file' });
        if (!(await uploads.complete(upload.id, key, Date.now()))) {
          // A concurrent completion won: keep its key, drop this copy.
          await storage.delete(key).catch(() => undefined);
          const winner = await uploads.find(upload.id);
          if (!winner?.storageKey) throw uploadNotFound();
          return await answerOf(winner, winner.storageKey);
        }
        // Issue 18: its thumbnails are made by the worker.
        await onStored([key]);
        return await answerOf(upload, key);
      } catch (error) {
        throw asUploadError(error, kind);
      }
    },
  );
}
