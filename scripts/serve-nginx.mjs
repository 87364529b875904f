#!/usr/bin/env node
/**
 * Serves a production build through the deploy recipe (deploy/nginx.conf.template) with the system
 * nginx, in the foreground, as an ordinary process: the rendered config, pid file, temp paths and
 * logs all live in a fresh temp directory, so nothing root-owned is needed besides the binary.
 * SIGTERM or SIGINT stops nginx and removes the directory.
 *
 *   node scripts/serve-nginx.mjs --port 8791 --upstream http://127.0.0.1:8790 \
 *     [--dist dist] [--host 127.0.0.1] [--access-log FILE]
 *
 * --upstream is the gateway every service prefix is proxied to (e.g. `max preview` with its mocks);
 * the IPR_* variables of deploy/render.mjs in the environment override single prefixes. Errors go
 * to stderr; the access log only to a file (nginx cannot open /dev/stdout when that is a socket,
 * as under a test runner).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderConfig } from '../deploy/render.mjs';
import { brotliModulePath, findNginx } from './ensure-nginx.mjs';

const fail = (message) => {
  console.error(`[serve-nginx] ${message}`);
  process.exit(1);
};

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    upstream: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
    'access-log': { type: 'string' },
  },
});
if (!args.port || !args.upstream) {
  fail('usage: serve-nginx.mjs --port N --upstream http://host:port [--dist dist] [--host 127.0.0.1] [--access-log FILE]');
}

const dist = resolve(args.dist);
if (!existsSync(join(dist, 'index.html'))) fail(`${dist}/index.html is missing: build first (npm run build)`);

const nginx = findNginx();
if (!nginx) fail('no nginx found: run `node scripts/ensure-nginx.mjs` (or set NGINX_PATH)');

// mime.types of the installed nginx sits next to its compiled-in nginx.conf (`nginx -V` prints to stderr).
const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
const confPath = /--conf-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1] ?? '/etc/nginx/nginx.conf';
const mime = join(dirname(confPath), 'mime.types');
if (!existsSync(mime)) fail(`${mime} is missing: nginx cannot label JavaScript and CSS without it`);

// Debian's nginx.conf loads the packaged modules from modules-enabled/ with paths relative to its
// prefix; this config runs under its own prefix (-p), so it names the brotli module by its full path.
const brotliModule = brotliModulePath(nginx);
const brotli = (process.env.IPR_BROTLI ?? 'on') !== 'off';
if (brotli && !existsSync(brotliModule)) {
  fail(
    `${brotliModule} is missing: run \`node scripts/ensure-nginx.mjs\` (Debian: libnginx-mod-http-brotli-static), or set IPR_BROTLI=off`,
  );
}

let server;
try {
  server = renderConfig({
    ...process.env,
    IPR_FRONT_DIST: dist,
    IPR_GATEWAY_UPSTREAM: args.upstream,
    IPR_LISTEN: `${args.host}:${args.port}`,
    IPR_SERVER_NAME: 'localhost',
  });
} catch (error) {
  fail(error.message);
}

const dir = mkdtempSync(join(tmpdir(), 'ipr-nginx-'));
// Run as root, nginx's workers drop to `nobody`, which must reach the temp paths below.
chmodSync(dir, 0o755);
writeFileSync(join(dir, 'ipr-front.conf'), server);
writeFileSync(
  join(dir, 'nginx.conf'),
  `${brotli ? `load_module ${brotliModule};\n` : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include ${mime};
    default_type application/octet-stream;
    sendfile on;
    access_log ${args['access-log'] ? resolve(args['access-log']) : 'off'};
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/ipr-front.conf;
}
`,
);

const cleanUp = () => rmSync(dir, { recursive: true, force: true });
// -e: the compiled-in error log under /var/log is not writable by everyone, and nginx opens it
// before it reads the config.
const nginxArgs = ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf')];

try {
  execFileSync(nginx, ['-t', '-q', ...nginxArgs], { stdio: 'inherit' });
} catch {
  fail(`the rendered config does not pass \`nginx -t\` (see above); it is left in ${dir} to look at`);
}

const child = spawn(nginx, nginxArgs, { stdio: 'inherit' });
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    // SIGTERM is nginx's fast shutdown: it does not wait for idle keep-alive connections.
    child.kill('SIGTERM');
  });
}
child.on('exit', (code, signal) => {
  cleanUp();
  if (stopping) process.exit(0);
  fail(`nginx stopped on its own (${signal ?? `exit code ${code}`})`);
});
console.log(`[serve-nginx] ${dist} at http://${args.host}:${args.port}/ipr-front/, services → ${args.upstream}`);
