// Runs npm scripts side by side and fails when any of them fails: `npm test` starts the lint, the type check and
// the build together (each mostly one core, none timing-bound, none reading what another writes), then runs the
// tests one suite after another (docs/decisions/test-suite.md).
//
// Each script's output is held and printed whole when it ends, so two Playwright halves never interleave; the run
// ends with a short summary of what failed (the failing tests' lines), which is what a CI page showing only the
// tail of the log needs to name the failure.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const FAILURE_LINE = /✘|^\s+\d+\) |\d+ (failed|flaky)\b|^npm ERR|error TS\d+|✖ \d+ problem/;

function run(name: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) => {
      const output = Buffer.concat(chunks).toString("utf8");
      process.stdout.write(`\n===== npm run ${name} (exit ${code}) =====\n${output}`);
      resolve({ code, output });
    };
    child.on("error", () => done(1));
    child.on("close", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const results = await Promise.all(names.map(run));
const failed = results.map((result, i) => ({ ...result, name: names[i] })).filter((result) => result.code !== 0);
for (const { name, code, output } of failed) {
  // The servers' own log lines ("[WebServer] ✘ [ERROR] … Broken pipe" when a browser hangs up) are not test failures.
  const lines = output.split("\n").filter((line) => FAILURE_LINE.test(line) && !line.includes("[WebServer]"));
  console.error(`\nnpm run ${name} failed (exit ${code})`);
  for (const line of lines.slice(0, 40)) console.error(`  ${line.trim()}`);
  if (lines.length > 40) console.error(`  … and ${lines.length - 40} more lines`);
}
process.exit(failed.length > 0 ? 1 : 0);
