/**
 * The flags of every Chromium the project starts: the browser tests (playwright.config.ts), the benchmarks
 * (bench/lib.ts) and the page recorder (dev-server/replay/record.ts). Headless mode is asked for by each caller.
 */

/**
 * What Playwright 1.65 turns off itself (its chromiumSwitches' `disabledFeatures`). Chromium reads only the last
 * `--disable-features` of its command line, so a list of our own must repeat Playwright's or drop it
 * (`chromiumFlags.test.ts` checks this list against the installed Playwright).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium's own address-bar popups, two WebUI pages (chrome://omnibox-popup.top-chrome/ and its AI-mode page) that
 * headless Chromium 156 loads in a renderer of their own for every new window, that is for every test's and every
 * bench run's fresh context, beside the page under test. Nobody sees the address bar of a headless browser, and the
 * pages are not affected. Ten fresh contexts loading the registration page took 16.1 / 17.3 / 19.7 s with them and
 * 12.7 / 13.1 / 13.6 s without on this 2-core host (alternated runs, session 48; docs/speed.md).
 */
const ADDRESS_BAR_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_FEATURES].join(",")}`,
];
