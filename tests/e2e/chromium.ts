import fs from 'node:fs';

/**
 * Chromium for the e2e suite: Debian's build, driven by playwright-core (no downloaded
 * browsers). E2E_CHROMIUM points at another binary.
 */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM || '/usr/bin/chromium';
/** Headless, sandbox-free and quiet: no downloads, updates or sync on a machine without internet. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Why the browser tests cannot run here, or undefined when they can. */
export const chromiumMissing: string | undefined = fs.existsSync(CHROMIUM_PATH)
  ? undefined
  : `no Chromium at ${CHROMIUM_PATH} (install Debian's package: apt-get install -y chromium, or set E2E_CHROMIUM)`;
