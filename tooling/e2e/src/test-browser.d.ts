/** The flags Debian's Chromium needs on CI machines (no sandbox, no GPU, no background traffic). */
export declare const CHROMIUM_FLAGS: readonly string[];
/** Where Debian's `chromium-headless-shell` package puts its binary. */
export declare const HEADLESS_SHELL: string;
/** Where Debian's `chromium` package puts its binary. */
export declare const FULL_CHROMIUM: string;
/**
 * The Chromium the browser tests drive: `CHROME_TEST_PATH`, else Debian's headless shell
 * ({@link HEADLESS_SHELL}) when installed, else `CHROME_PATH`, else {@link FULL_CHROMIUM}. See
 * `test-browser.js` for why the headless shell comes first.
 *
 * @param env the environment (default `process.env`)
 * @param exists whether a file exists (default `fs.existsSync`)
 * @returns the executable's absolute path
 */
export declare function testChromiumPath(env?: NodeJS.ProcessEnv, exists?: (path: string) => boolean): string;
