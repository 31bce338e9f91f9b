import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/** The signing secret: APP_SECRET when set, else one generated once and kept in DATA_DIR so restarts keep signatures valid. */
export function loadSecret(config: Config): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.DATA_DIR, 'secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
