// Schemas take `z` from app/lib/zod.ts (issue 44): it installs zod's own messages as rule descriptors, so a rule that
// names no message still reaches a Spanish reader in Spanish. A file that imports zod itself would build schemas
// without it, so the lint refuses it outside app/lib/zod.ts (types may still come from "zod").
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function zodErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

const VALUE_IMPORT = 'import { z } from "zod";\nexport const s = z.string();\n';

describe("z comes from ~/lib/zod", { timeout: 60_000 }, () => {
  it("refuses zod's own z in app code, services and workers", async () => {
    for (const path of ["app/lib/zod-probe.ts", "app/routes/zod-probe.tsx", "app/services/zod-probe.server.ts", "workers/zod-probe.ts"]) {
      expect(await zodErrors(path, VALUE_IMPORT), path).toHaveLength(1);
    }
  });

  it("lets through the module that installs the map, type imports, and tests", async () => {
    expect(await zodErrors("app/lib/zod.ts", VALUE_IMPORT)).toEqual([]);
    expect(await zodErrors("app/lib/zod-probe.ts", 'import type { ZodError } from "zod";\nexport type E = ZodError;\n')).toEqual([]);
    expect(await zodErrors("app/lib/zod-probe.test.ts", VALUE_IMPORT)).toEqual([]);
    expect(await zodErrors("app/lib/zod-probe.ts", 'import { z } from "~/lib/zod";\nexport const s = z.string();\n')).toEqual([]);
  });
});
