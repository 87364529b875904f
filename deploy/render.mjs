#!/usr/bin/env node
/**
 * Renders deploy/nginx.conf.template from environment variables (no dependencies):
 *
 *   IPR_FRONT_DIST=/srv/ipr-front/dist IPR_GATEWAY_UPSTREAM=http://10.0.0.5:8080 \
 *     node deploy/render.mjs [--out /etc/nginx/conf.d/ipr-front.conf]
 *
 * Without --out the config goes to stdout. The variables and their defaults are in VARIABLES below
 * and in deploy/README.md. Values are checked before they reach nginx, so a typo fails here with a
 * message instead of as a broken server. scripts/serve-nginx.mjs imports renderConfig.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template');

/** An nginx token must not end the directive, open a block or break a quoted string. */
const UNSAFE = /[;{}"\\\n\r]/;
/** scheme://host[:port] only: with no path, proxy_pass hands the service the request URI unchanged. */
const UPSTREAM = /^https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const checkUpstream = (value, name) => UPSTREAM.test(value) || `${name} must be scheme://host[:port] without a path, got "${value}"`;
/** A service's upstream: its own variable, else the common gateway. */
const serviceUpstream = { fallback: 'IPR_GATEWAY_UPSTREAM', check: checkUpstream };

/** Every ${NAME} the template may use: a default, another variable to fall back to, or required; a check. */
export const VARIABLES = {
  IPR_FRONT_DIST: {
    // The template appends its own slash.
    normalize: (value) => value.replace(/(.)\/+$/, '$1'),
    check: (value) => (isAbsolute(value) && !/\s/.test(value)) || `IPR_FRONT_DIST must be an absolute path without spaces, got "${value}"`,
  },
  IPR_GATEWAY_UPSTREAM: { check: checkUpstream },
  IPR_DATA_SERVICE_UPSTREAM: serviceUpstream,
  IPR_NAV_SERVICE_UPSTREAM: serviceUpstream,
  IPR_BUSINESS_SERVICE_UPSTREAM: serviceUpstream,
  IPR_PROJECT_SERVICE_UPSTREAM: serviceUpstream,
  IPR_AGENCY_SERVICE_UPSTREAM: serviceUpstream,
  IPR_DI_SERVICE_UPSTREAM: serviceUpstream,
  IPR_ACCOUNT_UPSTREAM: serviceUpstream,
  IPR_SSO_UPSTREAM: serviceUpstream,
  IPR_LISTEN: {
    default: '80',
    check: (value) =>
      /^(?:(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):)?\d{1,5}$/.test(value) || `IPR_LISTEN must be PORT or ADDRESS:PORT, got "${value}"`,
  },
  IPR_SERVER_NAME: { default: '_' },
  IPR_BROTLI: {
    default: 'on',
    check: (value) => /^(?:on|off)$/.test(value) || `IPR_BROTLI must be on or off, got "${value}"`,
  },
  // Issue 46 item 3: the origin of the sitemaps' and robots.txt's absolute addresses. The default is
  // the host (and port) the visitor or crawler asked for; behind a TLS terminator write
  // `https://$http_host`; best, where several host names serve the site, write
  // its one public origin (`https://ipr.example.gov.cn`).
  IPR_SITE_ORIGIN: {
    default: '$scheme://$http_host',
    normalize: (value) => value.replace(/\/+$/, ''),
    check: (value) =>
      /^(?:https?|\$scheme):\/\/(?:[A-Za-z0-9.-]+|\$host|\$http_host)(?::\d{1,5})?$/.test(value) ||
      `IPR_SITE_ORIGIN must be scheme://host[:port] (nginx's $scheme and $host allowed), got "${value}"`,
  },
  // The services' content sitemaps for the sitemap index: paths on this host or absolute URLs, space-separated.
  IPR_CONTENT_SITEMAPS: {
    default: ' ',
    check: (value) =>
      value
        .split(/\s+/)
        .filter(Boolean)
        .every((item) => /^(?:\/|https?:\/\/)[^\s'<>&]+$/.test(item)) ||
      `IPR_CONTENT_SITEMAPS must be paths (/…) or http(s) URLs separated by spaces, got "${value}"`,
  },
  IPR_CSP_IMG_SRC: {
    default: "'self' data:",
    check: (value) => !/[;,]/.test(value) || `IPR_CSP_IMG_SRC is a source list and cannot hold ";" or ",", got "${value}"`,
  },
};

/** Resolves every variable from `env` (defaults and fallbacks applied) or throws listing all problems. */
export function resolveVariables(env) {
  const values = {};
  const problems = [];
  for (const [name, spec] of Object.entries(VARIABLES)) {
    const own = env[name];
    const raw = own || (spec.fallback && env[spec.fallback]) || spec.default;
    if (!raw) {
      // A missing fallback is reported under its own name.
      if (!spec.fallback) problems.push(`${name} is required`);
      continue;
    }
    const value = spec.normalize ? spec.normalize(raw) : raw;
    // A value taken over from the fallback is reported once, under the fallback's name.
    const label = own || !spec.fallback ? name : spec.fallback;
    const verdict = UNSAFE.test(value)
      ? `${label} holds a character nginx would misread: ${JSON.stringify(value)}`
      : spec.check?.(value, label);
    if (typeof verdict === 'string' && label !== name) continue;
    if (typeof verdict === 'string') problems.push(verdict);
    else values[name] = value;
  }
  if (problems.length) throw new Error(`cannot render the nginx config:\n  ${problems.join('\n  ')}`);
  return values;
}

/**
 * Lines the template takes from a variable's value rather than the value itself: `brotli_static` is a
 * directive of ngx_brotli's module, which nginx only knows when it is loaded (Debian:
 * libnginx-mod-http-brotli-static), so without the module the line must not be there at all.
 */
const DERIVED = {
  IPR_BROTLI_STATIC: (values) => (values.IPR_BROTLI === 'on' ? 'brotli_static on;' : '# brotli_static: left out (IPR_BROTLI=off)'),
  // One <sitemap> of the index per content sitemap; a path is under IPR_SITE_ORIGIN.
  IPR_CONTENT_SITEMAP_ENTRIES: (values) =>
    values.IPR_CONTENT_SITEMAPS.split(/\s+/)
      .filter(Boolean)
      .map((item) => `<sitemap><loc>${item.startsWith('/') ? values.IPR_SITE_ORIGIN : ''}${item}</loc></sitemap>\\n`)
      .join(''),
};

/** The rendered config. Only ${UPPER_CASE} names are ours; nginx's own $variables pass untouched. */
export function renderConfig(env = process.env, template = readFileSync(TEMPLATE, 'utf8')) {
  const resolved = resolveVariables(env);
  const values = { ...resolved, ...Object.fromEntries(Object.entries(DERIVED).map(([name, derive]) => [name, derive(resolved)])) };
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`the template uses \${${name}}, which render.mjs does not define`);
    return values[name];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  if (outIndex > 0 && !out) {
    console.error('[render] --out needs a file name');
    process.exit(2);
  }
  try {
    const config = renderConfig();
    const dist = process.env.IPR_FRONT_DIST;
    if (!existsSync(join(dist, 'index.html'))) {
      console.error(`[render] warning: ${join(dist, 'index.html')} does not exist (yet); nginx will serve 404s until it does`);
    }
    if (out) writeFileSync(out, config);
    else process.stdout.write(config);
  } catch (error) {
    console.error(`[render] ${error.message}`);
    process.exit(1);
  }
}
