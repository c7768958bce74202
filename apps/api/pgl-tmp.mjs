import { PGlite } from '@electric-sql/pglite';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
const req = createRequire(import.meta.url);
const dist = req.resolve('@electric-sql/pglite').replace(/index\.(c?js)$/, '');
const tar = readdirSync('/tmp/verbatim-pglite-templates').find((f) => f.endsWith('.tar'));
const tarBytes = readFileSync('/tmp/verbatim-pglite-templates/' + tar);
const mode = process.argv[2];
let opts = {};
if (mode === 'reuse') {
  opts.pgliteWasmModule = await WebAssembly.compile(readFileSync(dist + 'pglite.wasm'));
  opts.fsBundle = new Blob([readFileSync(dist + 'pglite.data')]);
}
const cpu0 = process.cpuUsage(); const t0 = Date.now();
for (let i = 0; i < 10; i++) {
  const c = process.cpuUsage(); const t = Date.now();
  const pg = new PGlite({ ...opts, loadDataDir: new Blob([tarBytes]) });
  await pg.waitReady; await pg.query('select count(*) from users'); await pg.close();
  const d = process.cpuUsage(c);
  if (i < 3 || i === 9) console.log(i, 'wall', Date.now() - t, 'cpu', ((d.user + d.system) / 1e6).toFixed(2));
}
const d = process.cpuUsage(cpu0); console.log(mode, 'total wall', Date.now() - t0, 'cpu', ((d.user + d.system) / 1e6).toFixed(2));
