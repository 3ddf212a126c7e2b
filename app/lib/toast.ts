// A flash toast's shape: the spec's {title, description, variant}. The cookie that carries it is toast.server.ts.
import { z } from "~/lib/zod";

export const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});
export type Toast = z.infer<typeof toastSchema>;
