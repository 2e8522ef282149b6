// The Lighthouse section of `npm run bench`: Lighthouse (mobile, its default simulated slow 4G and
// 4x CPU) on home, a category, a product and search, against the built server, in Debian's
// Chromium. Lighthouse is not a dependency of the project (about 190 MB that `npm ci` would
// install for every test run): it is run through npx at a pinned version, which needs the npm
// registry once. A single run's performance score moves by a few points from run to run (headless
// Chromium sometimes presents the first frame it painted a second late, and the simulated paint
// follows it), so each page is opened once to warm it (its pictures are made on that first
// visit) and then measured LIGHTHOUSE_RUNS times; the median is the figure, as Lighthouse's own
// documentation advises, and every run's score is kept beside it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function lighthouseOnce(url, chrome, folder) {
  const output = join(folder, 'report.json');
  await run('npx', ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${output}`, '--chrome-flags=--headless=new --no-sandbox'], {
    env: { ...process.env, CHROME_PATH: chrome }, timeout: 180_000, maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(await readFile(output, 'utf8'));
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const metric = (id) => report.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)])),
    lcpMs: Math.round(metric('largest-contentful-paint')), fcpMs: Math.round(metric('first-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')), cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
  };
}

/**
 * `pages`: name → path. Answers per page the median of each score and metric and every run's
 * scores, or `{ skipped }` with the reason when Lighthouse or Chromium cannot run here.
 */
export async function lighthouseScores(base, pages) {
  const chrome = chromiumPath();
  if (!chrome) return { skipped: 'no Chromium found (set CHROME_PATH, or apt-get install chromium)' };
  const folder = await mkdtemp(join(tmpdir(), 'storefront-lighthouse-'));
  try {
    const results = {};
    for (const [name, path] of Object.entries(pages)) {
      const url = `${base}${path}`;
      await lighthouseOnce(url, chrome, folder);
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) runs.push(await lighthouseOnce(url, chrome, folder));
      results[name] = {
        path,
        ...Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((one) => one.scores[id]))])),
        lcpMs: median(runs.map((one) => one.lcpMs)), fcpMs: median(runs.map((one) => one.fcpMs)),
        tbtMs: median(runs.map((one) => one.tbtMs)), cls: median(runs.map((one) => one.cls)),
        performanceRuns: runs.map((one) => one.scores.performance),
      };
    }
    return results;
  } catch (error) {
    return { skipped: `Lighthouse could not run: ${String(error.message ?? error).split('\n')[0]}` };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
