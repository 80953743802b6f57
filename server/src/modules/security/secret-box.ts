import crypto from 'node:crypto';

const PREFIX = 'v1:';

/**
 * Encrypts secrets at rest (AI keys, SMTP passwords) with AES-256-GCM. The key is derived from APP_KEY,
 * or SESSION_SECRET when APP_KEY is unset, so a database dump alone reveals no secret.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHash('sha256').update(`cvforge-secret-box:${secret}`).digest();
  }

  encrypt(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
  }

  /** Throws when the value was not encrypted with this key or was tampered with. */
  decrypt(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) throw new Error('Not an encrypted value');
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
