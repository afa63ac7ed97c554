// The one Vite client API this package uses, declared locally so the package type-checks without
// depending on `vite`. Apps that build with Vite get the full declaration from `vite/client`; this
// file is not imported anywhere, so it never meets that one in an app's program.
interface ImportMeta {
  glob<M = unknown>(pattern: string | readonly string[], options: { query?: string; import?: string; eager: true }): Record<string, M>;
}
