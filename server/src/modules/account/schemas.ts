import { z } from 'zod';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string().optional(),
  roles: z.record(z.string(), z.boolean()),
  userPower: z.object({ canPostShot: z.boolean() }),
});
