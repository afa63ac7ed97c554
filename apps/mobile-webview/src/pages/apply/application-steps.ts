import { AgentApplyStatus } from "@agent-portal/api-client/enums";

/** The title key of a step of an agent application's timeline (1 form, 2 KYC, 3 review, 4 approved). */
export const agentStepTitleKey = (step: number): string => `webview.applyProcess.steps.${String(Math.min(Math.max(step, 1), 4))}`;

/** The i18n key of an agent application status (1 KYC needed, 2 under review, 3 approved, 4 rejected). */
export const agentStatusKey = (status: number): string => `webview.applyProcess.status.${String(status)}`;

/** The Badge tone of an agent application status. */
export function agentStatusTone(status: AgentApplyStatus): "brand" | "success" | "danger" | "neutral" {
  const S = AgentApplyStatus;
  return status === S.Approved ? "success" : status === S.Rejected ? "danger" : "brand";
}
