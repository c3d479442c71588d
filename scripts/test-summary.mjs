// Prints one closing line over the JSON reports of vitest and playwright: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected;
    // A spec that cannot even be loaded runs no test at all: Playwright lists it under errors only.
    if (report.errors?.length) console.error(`${file}: ${report.errors.map((e) => e.message).join('; ')}`);
    failed += report.stats.unexpected + (report.stats.flaky ?? 0) + (report.errors?.length ?? 0);
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
