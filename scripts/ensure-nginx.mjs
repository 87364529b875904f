#!/usr/bin/env node
/**
 * Makes sure the deploy e2e run has an nginx: $NGINX_PATH, else Debian's /usr/sbin/nginx, else one on
 * the PATH. When there is none it installs Debian's package with apt-get if it can (root or
 * passwordless sudo), and otherwise says how to get one and fails. Prints the binary it found.
 *
 *   node scripts/ensure-nginx.mjs
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall } from './aptInstall.mjs';
import { fileURLToPath } from 'node:url';

const DEBIAN_PATH = '/usr/sbin/nginx';

/** The nginx binary to use, or undefined. scripts/serve-nginx.mjs uses the same lookup. */
export function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined;
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  try {
    return execSync('command -v nginx', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Debian's package of ngx_brotli's static module, which the deploy recipe's `brotli_static` needs. */
const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static';

/** Where nginx looks for its dynamic modules (`nginx -V`'s --modules-path), with the brotli one in it. */
export function brotliModulePath(nginx) {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const modules = /--modules-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1] ?? '/usr/lib/nginx/modules';
  return join(modules, 'ngx_http_brotli_static_module.so');
}

function tryAptInstall(packages) {
  // The package's own service is not wanted: the tests start nginx themselves on their own port.
  return aptInstall('ensure-nginx', `--no-install-recommends ${packages}`) && Boolean(findNginx());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const found = findNginx();
  if (!found && process.env.NGINX_PATH) {
    console.error(`[ensure-nginx] NGINX_PATH is ${process.env.NGINX_PATH}, which does not exist`);
    process.exit(1);
  } else if (found) {
    console.log(`[ensure-nginx] using ${found}`);
    const brotli = brotliModulePath(found);
    if (!existsSync(brotli) && !(tryAptInstall(BROTLI_PACKAGE) && existsSync(brotli))) {
      console.error(`[ensure-nginx] ${brotli} is missing: install ${BROTLI_PACKAGE} (or run the deploy tests with IPR_BROTLI=off)`);
      process.exit(1);
    }
  } else if (tryAptInstall(`nginx ${BROTLI_PACKAGE}`)) {
    console.log(`[ensure-nginx] installed ${findNginx()}`);
  } else {
    console.error(
      '[ensure-nginx] No nginx for the deploy e2e run. Install one of:\n' +
        '  sudo apt-get install -y nginx        (Debian/Ubuntu; then /usr/sbin/nginx is used)\n' +
        'or set NGINX_PATH to an nginx binary (1.19.5 or later, for `-e`).',
    );
    process.exit(1);
  }
}
