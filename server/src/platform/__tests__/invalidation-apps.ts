import { createTestApp, openSameDatabase, type TestApp } from '../../../test/helpers';
import { openInvalidationBus } from '../invalidation';

/** The apps an invalidation test compares: the one that caches, its cache-off twin, and a second instance. */
export interface InvalidationApps {
  t: TestApp;
  /** Same database, caches off: the answer every cached read must equal byte for byte. */
  reference: TestApp;
  /** Same PostgreSQL, another "process": learns of writes only through the database (PostgreSQL runs only). */
  other: TestApp | null;
  close: () => Promise<void>;
}

export async function openInvalidationApps(): Promise<InvalidationApps> {
  const t = await createTestApp();
  const reference = await createTestApp({ READ_CACHE: false }, { database: t.database });
  let other: TestApp | null = null;
  const otherDatabase = process.env.TEST_DATABASE_URL ? await openSameDatabase(t.database) : null;
  if (otherDatabase) {
    const invalidation = await openInvalidationBus(otherDatabase, { onError: () => undefined, joinProcess: false });
    other = await createTestApp({}, { database: otherDatabase, invalidation });
  }
  const close = async () => {
    await other?.close();
    await otherDatabase?.close();
    await reference.close();
    await t.close();
  };
  return { t, reference, other, close };
}
