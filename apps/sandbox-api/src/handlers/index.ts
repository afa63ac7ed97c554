/**
 * Every handler module, one per service family. `createApp` registers them all; the
 * contract test checks that together they cover every declaration of `allEndpoints`.
 */
import type { RegisterHandlers } from "#http/contract-router.ts";
import { registerAct75352Handlers } from "./act75352.ts";
import { registerAdminHandlers } from "./admin.ts";
import { registerBrokerHandlers } from "./broker.ts";
import { registerContentHandlers } from "./content.ts";
import { registerFollowStoreHandlers } from "./follow-store.ts";
import { registerLiveAgentFrontHandlers } from "./live-agent-front.ts";
import { registerLiveAgentPortalPhoneHandlers } from "./live-agent-portal.ts";
import { registerLiveAgentServiceHandlers } from "./live-agent-service.ts";
import { registerLiveDataHandlers } from "./live-data.ts";
import { registerMainHandlers } from "./main.ts";
import { registerNotificationHandlers } from "./notification.ts";
import { registerInterviewHandlers } from "./interview.ts";
import { registerManageAnchorHandlers } from "./manage-anchor.ts";
import { registerRecruitAnchorHandlers } from "./recruit-anchor.ts";
import { registerRecruitProxyHandlers } from "./recruit-proxy.ts";
import { registerSecurityCenterHandlers } from "./security-center.ts";
import { registerUnionOssPhoneHandlers } from "./union-oss-phone.ts";
import { registerUnionOssHandlers } from "./union-oss.ts";

/** The handler modules, in mounting order. A new family file adds its register function here. */
export const handlerModules: readonly RegisterHandlers[] = [
  registerMainHandlers,
  registerLiveAgentServiceHandlers,
  registerUnionOssHandlers,
  registerUnionOssPhoneHandlers,
  registerLiveAgentFrontHandlers,
  registerLiveAgentPortalPhoneHandlers,
  registerManageAnchorHandlers,
  registerBrokerHandlers,
  registerFollowStoreHandlers,
  registerRecruitAnchorHandlers,
  registerRecruitProxyHandlers,
  registerSecurityCenterHandlers,
  registerContentHandlers,
  registerLiveDataHandlers,
  registerAct75352Handlers,
  registerAdminHandlers,
  registerNotificationHandlers,
  registerInterviewHandlers,
];
