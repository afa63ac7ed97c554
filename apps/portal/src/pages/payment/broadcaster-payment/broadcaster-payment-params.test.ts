import { describe, expect, it } from "vitest";
import { broadcasterPaymentRequest } from "./broadcaster-payment-params.ts";

const values = { page: 2, size: 20, sort: "submitted", order: "desc", bigo: "", status: null, method: null } as const;

describe("broadcasterPaymentRequest", () => {
  it("sends the typed filters and the tab's own filter, which wins", () => {
    expect(broadcasterPaymentRequest({ ...values, status: 1, method: 1 }, "BroadcasterPaymentByBeans")).toEqual({ status: 1, method_type: 1, page: 2, page_size: 20 });
    expect(broadcasterPaymentRequest({ ...values, method: 1 }, "AgencyPaymentByBeans")).toEqual({ method_type: 3, page: 2, page_size: 20 });
    expect(broadcasterPaymentRequest(values, "AgencyPaymentByBeansWhitelist")).toEqual({ on_whitelist: 1, page: 2, page_size: 20 });
  });

  it("sends nothing for a Bigo ID that cannot exist", () => {
    expect(broadcasterPaymentRequest({ ...values, bigo: "a b" }, "BroadcasterPaymentByBeans")).toBeNull();
  });
});
