/**
 * Lighthouse CI for `npm run lighthouse` (scripts/lighthouse.ts passes the URLs and the form factor).
 * Script sizes are the compressed bytes a page downloads before interaction; a stock Next 16 page of the same
 * size (scripts/lib/floor-app.ts) downloads about 176 KiB in gzip, and the account forms add react-hook-form and
 * zod. Our pages get the build's stored brotli (web/cache/static-assets.ts): 142–143 KiB on home and product.
 */
const KiB = 1024;
// The flags every browser run here uses (tests/support/chromium.ts), passed on by scripts/lighthouse.ts.
const chromeFlags = ['--headless=new', process.env.LHCI_CHROMIUM_ARGS ?? ''].join(' ').trim();

/**
 * Mobile runs three times (simulated throttling is noisy on 2 cores). Category scores are judged on their
 * median over the runs: Lighthouse CI's 'median-run' would judge them on the best run, since it hands
 * category assertions every run and then takes the highest. Audits are judged on the representative run.
 */
const median = { aggregationMethod: 'median-run' };
const medianScore = { aggregationMethod: 'median' };
const everyPage = {
  // Issue 7's goal, reported; what fails the run is the floor scripts/lighthouse.ts measures (issue 14).
  'categories:performance': ['warn', { minScore: 0.95, ...medianScore }],
  'categories:accessibility': ['error', { minScore: 1, ...medianScore }],
  'categories:best-practices': ['error', { minScore: 1, ...medianScore }],
  'categories:seo': ['error', { minScore: 1, ...medianScore }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0.01, ...median }],
};

module.exports = {
  ci: {
    collect: {
      settings: { chromeFlags, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: '/login',
          assertions: { ...everyPage, 'resource-summary:script:size': ['error', { maxNumericValue: 240 * KiB, ...median }] },
        },
        {
          matchingUrlPattern: '^(?!.*/login)',
          assertions: { ...everyPage, 'resource-summary:script:size': ['error', { maxNumericValue: 160 * KiB, ...median }] },
        },
      ],
    },
  },
};
