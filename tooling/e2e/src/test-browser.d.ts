/** The flags Debian's Chromium needs on CI machines (no sandbox, no GPU, no background traffic). */
export declare const CHROMIUM_FLAGS: readonly string[];
/**
 * The Chromium the browser tests drive: `CHROME_TEST_PATH`, else Debian's headless shell
 * (`/usr/bin/chromium-headless-shell`) when installed, else `CHROME_PATH`, else
 * `/usr/bin/chromium`. See `test-browser.js` for why the headless shell comes first.
 *
 * @returns the executable's absolute path
 */
export declare function testChromiumPath(): string;
