// Prints one closing line for the whole of `npm test`: the unit and browser tests together,
// read from the JSON reports of vitest and Playwright.
import { readFileSync } from 'node:fs';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const [vitestFile, playwrightFile] = process.argv.slice(2);
if (!vitestFile || !playwrightFile) {
  console.error('usage: node scripts/test-counts.ts VITEST_JSON PLAYWRIGHT_JSON');
  process.exit(2);
}

const unit = JSON.parse(readFileSync(vitestFile, 'utf8')) as VitestReport;
const browser = JSON.parse(readFileSync(playwrightFile, 'utf8')) as PlaywrightReport;

const passed = unit.numPassedTests + browser.stats.expected + browser.stats.flaky;
const failed = unit.numFailedTests + browser.stats.unexpected;
const skipped = unit.numPendingTests + browser.stats.skipped;
console.log(`  unit: ${unit.numPassedTests} passed, browser: ${browser.stats.expected} passed`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
