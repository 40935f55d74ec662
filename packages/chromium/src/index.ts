// Finding and flagging Debian's Chromium, for the browser tests and the docs size budget. Never a browser
// download (`playwright install` cannot work offline).
import { existsSync } from 'node:fs';

/** Headless flags that keep Chromium off the network (it otherwise contacts Google at start). */
export const CHROME_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium binary: $CHROME_PATH, else Debian's /usr/bin/chromium. Throws (never skips) without one. */
export function findChrome(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROME_PATH=${fromEnv} does not exist: point it at a chromium binary or unset it`);
    return fromEnv;
  }
  const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No chromium found (looked at $CHROME_PATH, ${candidates.join(', ')}). The browser tests need one: ` +
        'install Debian chromium (`sudo apt-get install -y --no-install-recommends chromium`) or set CHROME_PATH. ' +
        'Never run `playwright install`.',
    );
  }
  return found;
}
