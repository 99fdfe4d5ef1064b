import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '../../contract/constants';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { badRequest } from '../lib/httpErrors';
import { sniffImageType } from './sniffImage';

export interface ProfileForm {
  fields: Record<string, string>;
  logo: { bytes: Buffer; mime: string } | null;
}

/** Multipart limits: one logo file and a handful of short text fields. */
export const MULTIPART_LIMITS = { fileSize: LOGO_MAX_BYTES, files: 1, fields: 20, fieldSize: 2048, parts: 21 } as const;

/**
 * The fields and the logo of PUT /merchant/profile. The logo must be under 5,242,880 bytes and
 * really be an image: its type comes from its bytes (001 section 5).
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    // A JSON body is accepted for the single-field automation updates (no file possible).
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])), logo: null };
  }
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
