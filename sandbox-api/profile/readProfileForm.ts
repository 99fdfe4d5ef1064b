import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '../../contract/constants';
import { PROFILE_MESSAGES, ProfileFields } from '../../contract/profile';
import { badRequest, HttpError } from '../lib/httpErrors';
import { sniffImageType } from './sniffImage';

export interface ProfileForm {
  fields: Record<string, string>;
  logo: { bytes: Buffer; mime: string } | null;
}

/** Multipart limits: one logo file and a handful of short text fields. */
export const MULTIPART_LIMITS = { fileSize: LOGO_MAX_BYTES, files: 1, fields: 20, fieldSize: 2048, parts: 21 } as const;

const MALFORMED_FORM = 'Malformed multipart body: the form could not be read';

/**
 * The fields and the logo of PUT /merchant/profile. The logo must be under 5,242,880 bytes and
 * really be an image: its type comes from its bytes (001 section 5).
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  try {
    return await readForm(request);
  } catch (error) {
    // The multipart parser rejects a broken form (no boundary, a part cut short) with plain Errors.
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(MALFORMED_FORM);
  }
}

/**
 * A JSON body is accepted for the single-field automation updates (no file possible). Its values
 * become the strings a form would send; anything else (an array, an object, null) is refused
 * rather than stored as "[object Object]" or "null".
 */
function jsonFields(body: unknown): Record<string, string> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body: must be an object of profile fields');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    // Unknown keys are left out, as the schema would strip them.
    if (!Object.hasOwn(ProfileFields.shape, key)) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw badRequest(`${key}: must be a string`, [{ path: key, message: 'must be a string' }]);
    }
    fields[key] = String(value);
  }
  return fields;
}

async function readForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body), logo: null };
  const fields: Record<string, string> = {};
  let logo: ProfileForm['logo'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'logo') {
      await part.toBuffer();
      throw badRequest(`${part.fieldname}: only the logo may be a file`);
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PROFILE_MESSAGES.logoSize);
      throw error;
    }
    if (bytes.length >= LOGO_MAX_BYTES) throw badRequest(PROFILE_MESSAGES.logoSize);
    const mime = sniffImageType(bytes);
    if (!mime) throw badRequest(PROFILE_MESSAGES.logoType);
    logo = { bytes, mime };
  }
  return { fields, logo };
}
