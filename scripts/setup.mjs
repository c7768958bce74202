#!/usr/bin/env node
// Brings a fresh machine to the point where `npm start` / `npm test` can run:
// checks Node, installs npm dependencies when missing or stale, and installs the
// Debian packages the product needs (as root with apt-get), or says exactly how.
// Uses only Node built-ins: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Debian packages each mode needs, with a check that tells whether one is present. */
const DEBIAN_PACKAGES = {
  ffmpeg: { modes: ['start', 'test', 'dev'], present: () => hasCommand('ffmpeg') && hasCommand('ffprobe') },
  pocketsphinx: { modes: ['start', 'test', 'dev'], present: () => dpkgInstalled('pocketsphinx') || hasCommand('pocketsphinx') },
  'pocketsphinx-en-us': { modes: ['start', 'test', 'dev'], present: () => dpkgInstalled('pocketsphinx-en-us') },
  // Offline translation: Apertium and the pairs it translates English with (the local AI's translator).
  apertium: { modes: ['start', 'test', 'dev'], present: () => hasCommand('apertium') },
  'apertium-en-es': { modes: ['start', 'test', 'dev'], present: () => dpkgInstalled('apertium-en-es') },
  'apertium-en-ca': { modes: ['start', 'test', 'dev'], present: () => dpkgInstalled('apertium-en-ca') },
  'apertium-en-gl': { modes: ['start', 'test', 'dev'], present: () => dpkgInstalled('apertium-en-gl') },
  'apertium-eo-en': { modes: ['start', 'test', 'dev'], present: () => dpkgInstalled('apertium-eo-en') },
  'espeak-ng': { modes: ['test'], present: () => hasCommand('espeak-ng') },
  chromium: { modes: ['test'], present: () => existsSync('/usr/bin/chromium') },
  // Tests read the text of the PDFs the API makes (receipts) with pdftotext.
  'poppler-utils': { modes: ['test'], present: () => hasCommand('pdftotext') },
};

function log(message) {
  process.stdout.write(`[setup] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function dpkgInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=$' + '{Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(
      `[setup] Verbatim needs Node.js 20.19 or newer; this is ${process.versions.node}. Install a newer Node.js and run the command again.`,
    );
    process.exit(1);
  }
}

/** A fingerprint of everything that decides what npm installs. */
function dependencyFingerprint() {
  const hash = createHash('sha256');
  for (const file of ['package-lock.json', 'package.json']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

function installNpmDependencies() {
  const marker = join(root, 'node_modules', '.verbatim-install');
  const fingerprint = dependencyFingerprint();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return;
  // `npm install`, not `npm ci`: with this machine's omit-lockfile-registry-resolved setting npm leaves other
  // platforms' optional packages out of the lock, and `npm ci` then refuses the lock. `npm install` still
  // installs the locked versions.
  log('installing npm dependencies (npm install)…');
  // A registry that stalls mid-download fails the whole install (EIDLETIMEOUT); what was fetched stays in npm's cache,
  // so trying again costs little and usually gets through.
  let ok = false;
  for (let attempt = 1; attempt <= 3 && !ok; attempt += 1) {
    if (attempt > 1) log(`npm install failed; trying again (attempt ${attempt} of 3)…`);
    ok = run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  }
  if (!ok) {
    console.error(
      '[setup] npm could not install the dependencies. Check the network access to the npm registry and run the command again.',
    );
    process.exit(1);
  }
  writeFileSync(marker, dependencyFingerprint());
}

function installDebianPackages(mode) {
  const missing = Object.entries(DEBIAN_PACKAGES)
    .filter(([, spec]) => spec.modes.includes(mode) && !spec.present())
    .map(([name]) => name);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    // Another apt run (unattended upgrades, a parallel setup) holds the dpkg lock for a while: wait, don't fail.
    const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
    log(`installing Debian packages: ${missing.join(' ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      run('apt-get', ['update', '-qq', ...waitForLock], { env }) &&
      run('apt-get', ['install', '-y', '-qq', ...waitForLock, ...missing], { env });
    if (ok) return;
    log(`apt-get could not install ${missing.join(' ')}.`);
  }
  log(`missing Debian packages: ${missing.join(' ')}. Install them with:`);
  log(`  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
  log('continuing with what works; features that need them will report that they are unavailable.');
}

export function setup(mode = 'start') {
  checkNode();
  installNpmDependencies();
  installDebianPackages(mode);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  setup(process.argv[2] ?? 'start');
}
