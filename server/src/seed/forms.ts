import type { SeedContext } from './context';

/** Placeholder so the orchestrator compiles; the forms engineer replaces it if forms need demo rows. */
export async function seedForms(_ctx: SeedContext): Promise<void> {}
