// Installs a Debian package for the test scripts (ensure-browser, ensure-nginx) when the machine
// allows it: as root, or with passwordless sudo, and only where apt-get exists. Tries without
// `apt-get update` first, since a fresh package list is slow and usually not needed.
import { execSync } from 'node:child_process';

/**
 * `apt-get install -y <args>` (then `update` and again on failure). `label` prefixes the log line.
 * Returns false when apt-get is missing or both attempts failed; the caller checks what it needs.
 */
export function aptInstall(label, args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo -n ';
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
  } catch {
    return false;
  }
  const install = `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y ${args}`;
  console.log(`[${label}] installing with apt-get: ${args}`);
  try {
    execSync(install, { stdio: 'inherit' });
    return true;
  } catch {
    try {
      execSync(`${sudo}apt-get update && ${install}`, { stdio: 'inherit' });
      return true;
    } catch {
      return false;
    }
  }
}
