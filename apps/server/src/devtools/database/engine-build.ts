// Builds the local engine once per machine: PostgreSQL 15 and the build tools from Debian's
// packages, the three PostgreSQL extensions vendored in third_party/engine (DocumentDB, pg_cron,
// pgvector) compiled and installed into that PostgreSQL, and FerretDB 2.5 from the Go module proxy
// into a cache outside the repo. Each step is skipped when its result is already there, so the
// check costs a few milliseconds once built.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FERRETDB_VERSION = '2.5.0';
/** FerretDB 2.5's cmd/ferretdb does not compile with Go ≥ 1.25; the proxy serves this toolchain. */
const GO_TOOLCHAIN = 'go1.24.6';
export const PG_BIN = '/usr/lib/postgresql/15/bin';
const PG_CONFIG = `${PG_BIN}/pg_config`;

const DEBIAN_PACKAGES = [
  'postgresql-15',
  'postgresql-server-dev-15',
  'postgresql-15-rum',
  'postgresql-15-postgis-3',
  'libbson-dev',
  'libintelrdfpmath-dev',
  'libpcre2-dev',
  'build-essential',
  'pkg-config',
  'libicu-dev',
  'libkrb5-dev',
];

/** The vendored sources, in build order (DocumentDB's core before the rest of it). */
const EXTENSIONS: Array<{ tarball: string; dirs: string[]; makeArgs?: string[]; patches?: string[] }> = [
  { tarball: 'pg_cron-1.6.7.tar.gz', dirs: ['.'] },
  { tarball: 'pgvector-0.8.0.tar.gz', dirs: ['.'] },
  {
    tarball: 'documentdb-0.106.0-ferretdb-2.5.0.tar.gz',
    dirs: ['pg_documentdb_core', 'pg_documentdb'],
    // Debian's libbson (1.23) predates BSON_SUBTYPE_SENSITIVE (binary subtype 8 in libbson ≥ 1.24).
    makeArgs: ['COPT=-DBSON_SUBTYPE_SENSITIVE=0x08 -Wno-switch'],
    // A find with a limit that drained its results still asked FerretDB to keep its PostgreSQL
    // connection for the cursor, so FerretDB dropped that connection and opened a new one for the
    // next query: 8 ms instead of 1 ms for every such find. See the patch.
    patches: ['documentdb-drained-cursor-keeps-no-connection.patch'],
  },
];
/** What a working install leaves in PostgreSQL's library folder. */
const EXTENSION_LIBRARIES = ['pg_cron.so', 'vector.so', 'pg_documentdb_core.so', 'pg_documentdb.so', 'rum.so', 'postgis-3.so'];

/** third_party/engine in the repository (this file is at apps/server/{src,dist}/devtools/database). */
const VENDOR_DIR = path.resolve(__dirname, '..', '..', '..', '..', '..', 'third_party', 'engine');

function cacheDir(): string {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'mobile-planet');
}

/**
 * The FerretDB binary: FERRETDB_BIN, else the cached build.
 * @public also read by scripts/lib from dist/, which knip cannot follow
 */
export function ferretBinaryPath(): string {
  return process.env.FERRETDB_BIN || path.join(cacheDir(), `ferretdb-${FERRETDB_VERSION}`, 'ferretdb');
}

/** Marks which vendored sources are installed into PostgreSQL: their checksums. */
function extensionsStamp(): string {
  return path.join(cacheDir(), 'engine-extensions.sha256');
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The sources' checksums and our patches' (a changed patch builds again). */
function vendoredChecksums(): string {
  const patches = EXTENSIONS.flatMap((e) => e.patches ?? []).map((p) => `${sha256(path.join(VENDOR_DIR, 'patches', p))}  patches/${p}\n`);
  return fs.readFileSync(path.join(VENDOR_DIR, 'SHA256SUMS'), 'utf8') + patches.join('');
}

function missingDebianPackages(): string[] {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\n', ...DEBIAN_PACKAGES], { encoding: 'utf8' });
  const installed = new Set(
    (r.stdout ?? '')
      .split('\n')
      .filter((line) => line.endsWith(' installed') && !line.includes('not-installed'))
      .map((line) => line.split(' ')[0]),
  );
  return DEBIAN_PACKAGES.filter((p) => !installed.has(p));
}

function pkglibdir(): string {
  return spawnSync(PG_CONFIG, ['--pkglibdir'], { encoding: 'utf8' }).stdout.trim();
}

function extensionsInstalled(): boolean {
  if (!fs.existsSync(PG_CONFIG)) return false;
  const lib = pkglibdir();
  if (!EXTENSION_LIBRARIES.every((f) => fs.existsSync(path.join(lib, f)))) return false;
  try {
    return fs.readFileSync(extensionsStamp(), 'utf8') === vendoredChecksums();
  } catch {
    return false;
  }
}

/**
 * Whether everything the engine needs is on this machine already (no build, no install).
 * @public also read by scripts/lib from dist/
 */
export function engineIsBuilt(): boolean {
  return fs.existsSync(ferretBinaryPath()) && missingDebianPackages().length === 0 && extensionsInstalled();
}

const asRoot = () => process.getuid?.() === 0;

function run(cmd: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; sudo?: boolean }, log: (line: string) => void): void {
  const [command, argv] = options.sudo && !asRoot() ? ['sudo', [cmd, ...args]] : [cmd, args];
  log(`  $ ${command} ${argv.join(' ')}`);
  const result = spawnSync(command, argv, { cwd: options.cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...options.env } });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${argv.join(' ')} exited with ${result.status}`);
}

function installDebianPackages(missing: string[], log: (line: string) => void): void {
  log(`Installing from Debian: ${missing.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env, sudo: true }, log);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env, sudo: true }, log);
}

function verifyVendored(): void {
  for (const line of fs.readFileSync(path.join(VENDOR_DIR, 'SHA256SUMS'), 'utf8').trim().split('\n')) {
    const [sum, file] = line.split(/\s+/);
    if (sha256(path.join(VENDOR_DIR, file!)) !== sum) throw new Error(`third_party/engine/${file} does not match its checksum in SHA256SUMS`);
  }
}

function buildExtensions(log: (line: string) => void): void {
  verifyVendored();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-engine-build-'));
  try {
    // DocumentDB asks pkg-config for the Intel decimal library, which Debian ships without a .pc file;
    // without it the library builds but fails to load (undefined symbol __bid128_sin).
    const pc = path.join(work, 'pkgconfig');
    fs.mkdirSync(pc);
    fs.writeFileSync(
      path.join(pc, 'intelmathlib.pc'),
      'Name: intelmathlib\nDescription: Intel decimal floating point (Debian libintelrdfpmath-dev)\nVersion: 2.0\nCflags: -I/usr/include\nLibs: -L/usr/lib/x86_64-linux-gnu -lbidgcc000\n',
    );
    const env = { PG_CONFIG, PKG_CONFIG_PATH: pc };
    for (const ext of EXTENSIONS) {
      run('tar', ['xzf', path.join(VENDOR_DIR, ext.tarball), '-C', work], {}, log);
      const root = path.join(work, ext.tarball.replace(/\.tar\.gz$/, ''));
      for (const patch of ext.patches ?? []) run('patch', ['-p1', '-s', '-d', root, '-i', path.join(VENDOR_DIR, 'patches', patch)], {}, log);
      for (const dir of ext.dirs) {
        const cwd = path.join(root, dir);
        const args = ['with_llvm=no', ...(ext.makeArgs ?? [])];
        run('make', ['-s', '-j2', ...args], { cwd, env }, log);
        run('make', ['-s', 'install', ...args], { cwd, env, sudo: true }, log);
      }
    }
    fs.mkdirSync(cacheDir(), { recursive: true });
    fs.writeFileSync(extensionsStamp(), vendoredChecksums());
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function buildFerret(log: (line: string) => void): void {
  const bin = ferretBinaryPath();
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.status !== 0) throw new Error('Go is not installed, so FerretDB cannot be built');
  const gobin = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-ferretdb-build-'));
  try {
    run('go', ['install', `github.com/FerretDB/FerretDB/v2/cmd/ferretdb@v${FERRETDB_VERSION}`], { cwd: gobin, env: { GOTOOLCHAIN: GO_TOOLCHAIN, GOBIN: gobin, GOFLAGS: '-mod=mod' } }, log);
    fs.mkdirSync(path.dirname(bin), { recursive: true });
    // Copied then renamed, so a build killed half-way never leaves a binary that looks complete.
    fs.copyFileSync(path.join(gobin, 'ferretdb'), `${bin}.tmp-${process.pid}`);
    fs.chmodSync(`${bin}.tmp-${process.pid}`, 0o755);
    fs.renameSync(`${bin}.tmp-${process.pid}`, bin);
  } finally {
    fs.rmSync(gobin, { recursive: true, force: true });
  }
}

/**
 * Installs and builds whatever of the engine this machine lacks, saying what it does.
 * @public run by scripts/lib/ensure-database.cjs from dist/, which knip cannot follow
 */
export function ensureEngine(log: (line: string) => void = console.log): void {
  if (process.env.FERRETDB_BIN && !fs.existsSync(process.env.FERRETDB_BIN)) throw new Error(`FERRETDB_BIN=${process.env.FERRETDB_BIN} does not exist`);
  const started = Date.now();
  let did = false;
  const missing = missingDebianPackages();
  if (missing.length > 0) {
    if (!asRoot() && spawnSync('sudo', ['-n', 'true']).status !== 0) {
      throw new Error(`The local database engine needs these Debian packages: ${missing.join(' ')}. Install them (apt-get install ${missing.join(' ')}) or run as root.`);
    }
    installDebianPackages(missing, log);
    did = true;
  }
  if (!extensionsInstalled()) {
    log('Building the PostgreSQL extensions (DocumentDB, pg_cron, pgvector) from third_party/engine …');
    buildExtensions(log);
    did = true;
  }
  if (!fs.existsSync(ferretBinaryPath())) {
    log(`Building FerretDB ${FERRETDB_VERSION} from the Go module proxy into ${path.dirname(ferretBinaryPath())} …`);
    buildFerret(log);
    did = true;
  }
  if (did) log(`Database engine built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
