import { hashPassword, PASSWORD_PARAMS, verifyPassword } from '../password';

test('the site stores passwords with scrypt N=16384, r=8, p=1 and a 16-byte salt', async () => {
  expect(PASSWORD_PARAMS).toEqual({ N: 16384, r: 8, p: 1 });
  const stored = await hashPassword('secret123');
  const [scheme, n, r, p, salt, key] = stored.split('$');
  expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
  expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
  expect(Buffer.from(key!, 'base64')).toHaveLength(32);
  expect(await hashPassword('secret123')).not.toBe(stored);
});

test('a stored hash is checked with the parameters it names, so older or cheaper ones still sign in', async () => {
  for (const stored of [await hashPassword('secret123'), await hashPassword('secret123', { N: 1024, r: 8, p: 1 })]) {
    expect(await verifyPassword('secret123', stored)).toBe(true);
    expect(await verifyPassword('secret124', stored)).toBe(false);
  }
  expect(await verifyPassword('secret123', 'bcrypt$whatever')).toBe(false);
});
