// Shared browser launch settings for the end-to-end tests and the screenshot script.
// Uses the system Chromium (no browser downloads); override with CHROMIUM=/path/to/chrome.

import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS, headless: true });
}
