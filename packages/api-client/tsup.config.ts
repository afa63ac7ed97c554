import { defineConfig } from "tsup";

/**
 * The published build: ESM and declarations in `dist/`, one entry per `exports` subpath
 * (see `publishConfig.exports`). Code shared between entries goes into chunks, so the
 * transport's module state (configuration, clients, request ids) exists once.
 */
export default defineConfig({
  entry: [
    "src/transport/index.ts",
    "src/enums/index.ts",
    "src/contract/*.ts",
    "src/base-api.ts",
    "src/endpoint-builder.ts",
    "src/tags.ts",
    "src/services/*.ts",
    "src/families.ts",
    "src/errors.ts",
    "src/mocks/*.ts",
    "!src/**/*.test.ts",
  ],
  format: ["esm"],
  target: "es2022",
  platform: "neutral",
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  outDir: "dist",
});
