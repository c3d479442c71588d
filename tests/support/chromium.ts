/**
 * How every browser run here starts Chromium: Debian's binary (Playwright cannot download its own
 * browser on these machines) with the flags that keep it off the closed network.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
