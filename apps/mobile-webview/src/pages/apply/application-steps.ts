/** The title key of a step of an agent application's timeline (1 form, 2 KYC, 3 review, 4 approved). */
export const agentStepTitleKey = (step: number): string => `webview.applyProcess.steps.${String(Math.min(Math.max(step, 1), 4))}`;

/** The i18n key of an agent application status (1 KYC needed, 2 under review, 3 approved, 4 rejected). */
export const agentStatusKey = (status: number): string => `webview.applyProcess.status.${String(status)}`;

/** The Badge tone of an agent application status. */
export function agentStatusTone(status: number): "brand" | "success" | "danger" | "neutral" {
  return status === 3 ? "success" : status === 4 ? "danger" : status === 1 || status === 2 ? "brand" : "neutral";
}
