/**
 * The payment user actions reach the collector in the order they were made (issue 21 item 7;
 * SPEC section 3 codes 1-9, SPEC section 6 the exposure's role): the portal's payloads
 * (`paymentActionProps`, `exposureRoleOf` of `@agent-portal/api-client/enums`) sent by the real
 * tracker (`@agent-portal/telemetry/tracking`) to the sandbox's collector (`/sandbox/telemetry/track`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountSubRole, PAYMENT_USER_ACTION_EVENT, PaymentUserAction, exposureRoleOf, paymentActionProps } from "@agent-portal/api-client/enums";
import { TRACKING_ACTIVITY_ID, createTracker } from "@agent-portal/telemetry/tracking";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe("payment user actions at the collector", () => {
  it("arrive in order with their codes, the exposure's role, the activity id and the page", async () => {
    const posts: (Response | Promise<Response>)[] = [];
    const tracker = createTracker({
      url: "/sandbox/telemetry/track",
      page: () => "/agent/payment/by-beans-method",
      pageType: () => 1,
      // Each post is sent before the next action starts, as the browser's beacons queue them.
      send: (url, body) => {
        posts.push(sandbox.app.request(url, { method: "POST", headers: { "content-type": "text/plain;charset=UTF-8" }, body }));
        return true;
      },
    });
    const journey = [
      paymentActionProps(PaymentUserAction.ByBeansMethodExposure, exposureRoleOf(AccountSubRole.Admin)),
      paymentActionProps(PaymentUserAction.ByBeansMethodAdd),
      paymentActionProps(PaymentUserAction.ByBeansMethodCancel),
      paymentActionProps(PaymentUserAction.ByBeansMethodClick),
      paymentActionProps(PaymentUserAction.ByBeansMethodOk),
      paymentActionProps(PaymentUserAction.PaymentMethodExposure, exposureRoleOf(AccountSubRole.Manager)),
      paymentActionProps(PaymentUserAction.PaymentMethodClick),
      paymentActionProps(PaymentUserAction.PaymentMethodCancel),
      paymentActionProps(PaymentUserAction.PaymentMethodOk),
    ];
    for (const props of journey) {
      tracker.track(PAYMENT_USER_ACTION_EVENT, props);
      await posts.at(-1);
    }
    const { entries } = (await (await sandbox.app.request("/sandbox/telemetry?channel=track")).json()) as { entries: { body: string }[] };
    const received = entries.map((e) => JSON.parse(e.body) as { event: string; activity_id: number; page: string; props: object }).reverse();
    expect(received.map((r) => r.props)).toEqual([
      { action: 1, role: 2 },
      { action: 3 },
      { action: 5 },
      { action: 2 },
      { action: 4 },
      { action: 6, role: 3 },
      { action: 7 },
      { action: 9 },
      { action: 8 },
    ]);
    expect(received.every((r) => r.event === "payment_user_action" && r.activity_id === TRACKING_ACTIVITY_ID && r.page === "/agent/payment/by-beans-method")).toBe(true);
  });

  it("maps the account sub-roles to the exposure roles 1, 2 and 3, and no role outside an agency", () => {
    expect([AccountSubRole.SuperAdmin, AccountSubRole.Admin, AccountSubRole.Manager, AccountSubRole.None].map(exposureRoleOf)).toEqual([1, 2, 3, null]);
  });
});
