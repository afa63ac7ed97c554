/**
 * Reading an export call's file in handler tests: the signed download URL an export answers
 * (`{ url }`, `storeExport`) fetched from the test app as the browser would, split into its
 * byte-order mark and CRLF lines.
 */
import type { TestSandbox } from "./harness.ts";

/** An exported CSV file as served: whether it starts with the UTF-8 byte-order mark, and its lines (header first, no trailing empty line). */
export interface ExportedCsv {
  readonly bom: boolean;
  readonly lines: readonly string[];
}

/** Downloads the file at an export's `url` from `sandbox` (its path and signature; the origin is the public one). */
export async function downloadExport(sandbox: TestSandbox, url: string): Promise<ExportedCsv> {
  const link = new URL(url);
  const bytes = new Uint8Array(await (await sandbox.app.request(link.pathname + link.search)).arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bom ? bytes.slice(3) : bytes);
  return { bom, lines: text.trimEnd().split("\r\n") };
}
