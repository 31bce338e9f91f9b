import type { SeedContext } from './context';

/** Placeholder so the orchestrator compiles; the shots engineer replaces it. */
export async function seedShots(_ctx: SeedContext): Promise<void> {}
