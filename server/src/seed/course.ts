import type { SeedContext } from './context';

/** Placeholder so the orchestrator compiles; the course-server engineer replaces it. */
export async function seedCourses(_ctx: SeedContext): Promise<void> {}
