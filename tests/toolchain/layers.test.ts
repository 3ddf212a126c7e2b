// The linter keeps the layers (docs/architecture.md): each zone of eslint.config.js refuses a deliberate break, and a
// file that keeps to its layer passes. ESLint runs on text given a path inside the zone, so no broken file is kept.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths" || m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("layer zones", { timeout: 60_000 }, () => {
  it.each([
    ["lib imports a model", "app/lib/layer-break.ts", 'import { getUser } from "~/models/user.server";\nexport const x = getUser;\n'],
    ["lib imports a service", "app/lib/layer-break.ts", 'import { requireUser } from "~/services/auth.server";\nexport const x = requireUser;\n'],
    ["lib imports db", "app/lib/layer-break.ts", 'import { users } from "../../db/schema";\nexport const x = users;\n'],
    [
      "a model imports a service",
      "app/models/layer-break.server.ts",
      'import { requireUser } from "~/services/auth.server";\nexport const x = requireUser;\n',
    ],
    ["a route imports db", "app/routes/layer-break.tsx", 'import { users } from "../../db/schema";\nexport const x = users;\n'],
    ["a route imports drizzle", "app/routes/layer-break.tsx", 'import { eq } from "drizzle-orm";\nexport const x = eq;\n'],
    ["a component imports drizzle", "app/components/layer-break.tsx", 'import { sql } from "drizzle-orm";\nexport const x = sql;\n'],
    ["a component imports a .server type", "app/components/layer-break.tsx", 'import type { Db } from "~/models/db.server";\nexport type X = Db;\n'],
  ])("refuses: %s", async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it("passes a route that keeps to its layer", async () => {
    const code = 'import { getUser } from "~/models/user.server";\nimport { ROLES } from "~/lib/vocabulary";\nexport const x = [getUser, ROLES];\n';
    expect(await layerErrors("app/routes/layer-ok.tsx", code)).toEqual([]);
  });
});
