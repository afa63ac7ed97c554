/**
 * `im-determine-route/{id}` (SPEC section 2: "routing helper, content not shown"): an IM message
 * in the app links to `/agent/im-determine-route/<kind>-<value>`, and the webview forwards to the
 * page the message is about without showing anything itself. `{id}` is ours (SPEC shows none):
 * the message's target, as a kind and a record id, so the message text never needs to know our
 * paths.
 *
 * | `{id}` | Goes to | App |
 * | --- | --- | --- |
 * | `transfer-<transfer_id>` | AnchorTransferConfirm `/m/transfer/<id>` | webview |
 * | `cancel-<cancel_id>` | AnchorCancelConfirm `/m/cancel/<id>` | webview |
 * | `contract-<sign_id>` | AnchorContractConfirm `/m/contract/<id>` | webview |
 * | `invite-<invite_id>` | AnchorInvite `/m/invite/i.<id>` | webview |
 * | `link-<link code>` | AnchorInvite `/m/invite/<code>` | webview |
 * | `activity-<invite code>` | ActivityInviteAccept `/m/invite-activity/<code>` | webview |
 * | `apply-<apply_id>` | ApplyProcess `/apply-process?apply_id=<id>` (the applicant's agent application) | webview |
 * | `subagent-<apply_id>` | ApplyProgressMobile `/apply-progress-mobile/<id>` (the agency's view) | webview |
 * | `proxy-<apply_id>` | SubAgentApply `/m/sub-agent-apply` (the applicant's sub-agent application) | webview |
 * | `kyc-<anything>` | AgentCertifyForm `/apply-certify` | webview |
 * | `recruit-<recruit_id>` | RecruitProgress `/broadcaster/recruit/progress/<id>` | desktop portal |
 *
 * Values are 1-64 letters, digits, `_`, `-` or `.`; kinds are lower case; the first `-` separates
 * them. Anything else resolves to `null` (NotFound). The route guard checks the target again.
 */
import { pathOf } from "@agent-portal/permissions/route-path";
import { inviteCodeOf } from "./invite-code.ts";

/** Where an IM target goes: a path without `/agent`, and the app that serves it. */
export interface ImTarget {
  readonly path: string;
  readonly app: "mobile" | "desktop";
}

const VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

/** The page of an IM target id, or `null` when the id is malformed or of an unknown kind. */
export function resolveImTarget(id: string): ImTarget | null {
  const dash = id.indexOf("-");
  if (dash <= 0) return null;
  const kind = id.slice(0, dash);
  const value = id.slice(dash + 1);
  if (!VALUE.test(value)) return null;
  const mobile = (path: string): ImTarget => ({ path, app: "mobile" });
  switch (kind) {
    case "transfer":
      return mobile(pathOf("AnchorTransferConfirm", { id: value }));
    case "cancel":
      return mobile(pathOf("AnchorCancelConfirm", { id: value }));
    case "contract":
      return mobile(pathOf("AnchorContractConfirm", { id: value }));
    case "invite":
      return mobile(pathOf("AnchorInvite", { code: inviteCodeOf({ inviteId: value }) }));
    case "link":
      return mobile(pathOf("AnchorInvite", { code: inviteCodeOf({ linkCode: value }) }));
    case "activity":
      return mobile(pathOf("ActivityInviteAccept", { code: value }));
    case "apply":
      return mobile(`${pathOf("ApplyProcess")}?apply_id=${encodeURIComponent(value)}`);
    case "subagent":
      return mobile(pathOf("ApplyProgressMobile", { id: value }));
    case "proxy":
      return mobile(pathOf("SubAgentApply"));
    case "kyc":
      return mobile(pathOf("AgentCertifyForm"));
    case "recruit":
      return { path: pathOf("RecruitProgress", { id: value }), app: "desktop" };
    default:
      return null;
  }
}
