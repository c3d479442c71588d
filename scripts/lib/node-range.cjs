// Exits 0 when a Node.js version is inside package.json's `engines.node`, 1 when not, 2 when the range uses a
// form this does not read. Plain CommonJS with no dependency, because scripts/node.sh runs it with whatever
// Node is on PATH, before anything is installed:  node node-range.cjs <package.json> <version>
// It reads only the forms engines uses: `^x.y.z`, `>=x.y.z` and `x.y.z`, joined by `||`
// (tests/operations/node-bootstrap.test.ts compares it with semver).
'use strict';
const { readFileSync } = require('node:fs');

const parse = (text) => text.split('.').map(Number);
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function satisfies(range, version) {
  const v = parse(version);
  let unread = false;
  const ok = range.split('||').some((part) => {
    const match = part.trim().match(/^(\^|>=)?(\d+)\.(\d+)\.(\d+)$/);
    if (!match) {
      unread = true;
      return false;
    }
    const floor = [Number(match[2]), Number(match[3]), Number(match[4])];
    if (match[1] === '>=') return compare(v, floor) >= 0;
    if (match[1] === '^') return v[0] === floor[0] && compare(v, floor) >= 0;
    return compare(v, floor) === 0;
  });
  return ok ? 0 : unread ? 2 : 1;
}

module.exports = { satisfies };

if (require.main === module) {
  const [file, version] = process.argv.slice(2);
  const range = JSON.parse(readFileSync(file, 'utf8')).engines.node;
  process.exit(satisfies(range, String(version).replace(/^v/, '')));
}
