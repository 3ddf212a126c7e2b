// zod for every schema of the app, with its own messages given as rule descriptors (lib/i18n/rule.ts), so a rule that
// names no message still reaches a Spanish reader in Spanish. Importing `z` from here installs the map wherever a schema
// is built: on the server and in the browser alike (eslint's no-restricted-imports keeps "zod" itself out).
import { z } from "zod";
import { ruleErrorMap } from "~/lib/i18n/rule";

z.setErrorMap(ruleErrorMap);

export { z };
