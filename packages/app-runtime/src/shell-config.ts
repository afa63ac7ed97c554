/**
 * Which app the shell runs, set once by `startApp` before the first render: the shell's parts read
 * it instead of taking the same option on every use (the webview's touch sizes, its release name).
 */
export interface ShellConfig {
  /** `portal`: the desktop site; `webview`: the in-app webview bundle. */
  readonly app: "portal" | "webview";
  /** Touch layout (the webview): 44 px buttons in the shell's states (query errors, list states, route errors). */
  readonly touch: boolean;
}

let config: ShellConfig = { app: "portal", touch: false };

/** Sets the shell's configuration (`startApp` calls it first; tests may call it). */
export function configureShell(next: ShellConfig): void {
  config = next;
}

/** The shell's configuration (the portal's until `configureShell` ran). */
export function shellConfig(): ShellConfig {
  return config;
}
