import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM encryption at rest for secrets that must be shown or used again (API secrets, TOTP
 * secrets), with a key derived from SESSION_SECRET. The stored text is `v1.<iv>.<tag>.<ciphertext>`
 * in base64url, so a future key rotation can tell versions apart.
 */
export interface SecretBox {
  encrypt(plain: string): string;
  /** Throws when the text was not produced by this key (tampered or another SESSION_SECRET). */
  decrypt(sealed: string): string;
}

export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'usdt-merchant-dashboard', purpose, 32));
}

export function createSecretBox(secret: string): SecretBox {
  const key = deriveKey(secret, 'secret-box v1');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
