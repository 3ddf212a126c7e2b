// Runs npm scripts side by side and fails when any of them fails: `npm test` starts the lint, the type check and
// the build together (each mostly one core, none timing-bound, none reading what another writes), then runs the
// tests one suite after another (docs/decisions/test-suite.md).
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise<number>((resolve) => {
        const child = spawn("npm", ["run", "--silent", name], { stdio: "inherit" });
        child.on("error", () => resolve(1));
        child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
names.forEach((name, i) => {
  if (codes[i] !== 0) console.error(`npm run ${name} failed (exit ${codes[i]})`);
});
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
