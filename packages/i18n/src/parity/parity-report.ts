/** The parity report as text, for CI logs. */
import type { ParityReport } from "./parity-types.ts";

/** The report as readable lines: problems, then untranslated languages, then copied keys. */
export function formatParityReport(report: ParityReport): string {
  const lines = report.problems.map((problem) => `error ${problem.kind}: ${problem.message}`);
  for (const entry of report.untranslated) {
    const share = `${Math.round(entry.ratio * 100)} %`;
    lines.push(
      `${entry.level === "failure" ? "error" : "warning"} untranslated: ${entry.language}: ${share} of ${entry.comparable} values equal English (${entry.identicalKeys.slice(0, 10).join(", ")}${entry.identicalKeys.length > 10 ? ", ..." : ""})`,
    );
  }
  for (const copied of report.copiedKeys) lines.push(`warning copied: ${copied.key} equals English in ${copied.languages.length} languages (${copied.languages.join(", ")})`);
  return lines.join("\n");
}
