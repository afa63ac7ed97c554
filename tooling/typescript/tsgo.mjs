#!/usr/bin/env node
// `tsgo`: TypeScript 7's native compiler, under a name of its own. The workspace keeps TypeScript 6.0
// as `typescript` (typescript-eslint supports TypeScript below 6.1) and installs 7 as the alias
// `typescript-native`, whose own `tsc` command would clash with 6.0's. Every package's `typecheck`
// runs `tsgo --noEmit`: the same diagnostics in about a third of the processor time.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const root = dirname(require.resolve("typescript-native/package.json"));
await import(pathToFileURL(join(root, "lib", "tsc.js")).href);
