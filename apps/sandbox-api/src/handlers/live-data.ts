/**
 * Live-data family handlers (SPEC section 7, base /bigo_act_livedata_api): reports, graphs and
 * exports from the seeded daily figures, and the activity, recall, income and new-broadcaster calls.
 */
import type { RegisterHandlers } from "#http/contract-router.ts";
import { registerAct67110Handlers } from "./live-data/act67110.ts";
import { registerActivityHandlers } from "./live-data/activity.ts";
import { registerAgentOssPkHandlers } from "./live-data/agent-oss-pk.ts";
import { registerAgentOssHandlers } from "./live-data/agent-oss.ts";
import { registerBrokerageHandlers } from "./live-data/brokerage.ts";
import { registerInnerHandlers } from "./live-data/inner.ts";
import { registerMultiRoomHandlers } from "./live-data/multi-room.ts";
import { registerNewAnchorHandlers } from "./live-data/new-anchor.ts";
import { registerNewAnchorCohortHandlers } from "./live-data/new-anchor-cohort.ts";
import { registerPreLostHandlers } from "./live-data/pre-lost.ts";
import { registerLiveReportHandlers } from "./live-data/report.ts";
import { registerAreaHandlers } from "./live-data/area.ts";
import { registerExportJobHandlers } from "./live-data/export-job.ts";

/** Registers every live-data handler. */
export const registerLiveDataHandlers: RegisterHandlers = (router) => {
  registerLiveReportHandlers(router);
  registerMultiRoomHandlers(router);
  registerAgentOssHandlers(router);
  registerAgentOssPkHandlers(router);
  registerBrokerageHandlers(router);
  registerInnerHandlers(router);
  registerPreLostHandlers(router);
  registerAct67110Handlers(router);
  registerActivityHandlers(router);
  registerNewAnchorHandlers(router);
  registerNewAnchorCohortHandlers(router);
  registerAreaHandlers(router);
  registerExportJobHandlers(router);
};
