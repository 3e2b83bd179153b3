import * as z from 'zod';

export const messageParams = z.object({ roomId: z.string().min(1).max(64), messageId: z.string().min(1).max(64) });
