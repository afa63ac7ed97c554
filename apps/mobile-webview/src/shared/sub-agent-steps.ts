/**
 * Texts of a sub-agent application's timeline in the webview. Its steps come from
 * `subAgentApplicationSteps` (`@agent-portal/api-client/contract/progress-steps`), which the
 * desktop apply-progress/{id} reads too.
 */

/** The title key of a sub-agent application step. */
export const subAgentStepTitleKey = (step: number): string => `webview.subAgent.steps.${String(Math.min(Math.max(step, 1), 4))}`;

/** The i18n key of a sub-agent application status (1-6). */
export const subAgentStatusKey = (status: number): string => `webview.subAgent.status.${String(status)}`;
