/**
 * Reads a multipart form (the event form, a profile picture) into its text fields and at most
 * one file, within limits, turning every way it can go wrong into a 400 with a clear message.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequestError, refusal } from '../../lib/errors.ts';
import { imageErrors } from './image-errors.ts';
import { DEFAULT_IMAGE_LIMITS } from './images.ts';

export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface MultipartLimits {
  maxFileBytes: number;
  /** Longest text field, in bytes. */
  maxFieldBytes: number;
  maxFields: number;
}

export const FORM_LIMITS: MultipartLimits = {
  maxFileBytes: DEFAULT_IMAGE_LIMITS.maxBytes,
  maxFieldBytes: 16 * 1024,
  maxFields: 20,
};

const notMultipart = refusal(BadRequestError, 'MULTIPART_REQUIRED', {
  el: 'Η φόρμα πρέπει να σταλεί ως multipart/form-data.',
  en: 'The form must be sent as multipart/form-data.',
});

const malformed = refusal(BadRequestError, 'MULTIPART_INVALID', {
  el: 'Η φόρμα δεν στάλθηκε σωστά. Δοκίμασε ξανά.',
  en: 'The form was not sent correctly. Please try again.',
});

const tooManyParts = refusal(BadRequestError, 'MULTIPART_TOO_MANY_PARTS', {
  el: 'Η φόρμα έχει πάρα πολλά πεδία ή αρχεία.',
  en: 'The form has too many fields or files.',
});

const fieldTooLong = (name: string) =>
  new BadRequestError(
    { el: `Το πεδίο «${name}» είναι πολύ μεγάλο.`, en: `The field "${name}" is too long.` },
    'MULTIPART_FIELD_TOO_LONG',
  );

const tooLarge = (limits: MultipartLimits) =>
  imageErrors.tooLarge(Math.floor(limits.maxFileBytes / 1024 / 1024));

/** The multipart plugin's errors, as the 400s the client should see. */
function translateLimitError(error: unknown, limits: MultipartLimits): unknown {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(limits);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooManyParts();
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return malformed();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      // Our own refusals pass through. Anything else the parser throws (no boundary, a wrong one,
      // a body cut short, a broken part header) comes from what the client sent.
      if (error instanceof AppError) return error;
      return malformed();
  }
}

/**
 * The text fields and the one file (field `fileField`) of a multipart request. A second file, an
 * unexpected file field or an over-long text field is refused.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField?: string; limits?: MultipartLimits } = {},
): Promise<MultipartForm> {
  const limits = options.limits ?? FORM_LIMITS;
  const fileField = options.fileField ?? 'file';
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFields + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || file) {
          part.file.resume();
          throw tooManyParts();
        }
        // Stop at the limit: the parser alone would go on reading (and dropping) the rest of the
        // file before saying it was too large. Ending the file stream stops the parser, and the
        // uploads plugin closes the connection after the answer.
        part.file.once('limit', () => part.file.destroy(tooLarge(limits)));
        file = { data: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw fieldTooLong(part.fieldname);
        if (Object.hasOwn(fields, part.fieldname)) throw malformed();
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    throw translateLimitError(error, limits);
  }
  return { fields, file };
}
