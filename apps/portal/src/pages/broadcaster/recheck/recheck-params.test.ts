import { describe, expect, it } from "vitest";
import { KycStatus } from "@agent-portal/api-client/enums";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { canSubmitRecheck, recheckListRequest, RECHECK_SPEC } from "./recheck-params.ts";

describe("the recheck list", () => {
  it("lets a recheck be sent only when not submitted, rejected or flagged", () => {
    expect(Object.values(KycStatus).map(canSubmitRecheck)).toEqual([true, false, false, true, true]);
  });

  it("filters by Bigo ID and KYC status, and sends nothing for an impossible ID", () => {
    const values = (query: string) => parseParams(RECHECK_SPEC, new URLSearchParams(query));
    expect(recheckListRequest(values("kyc=4&bigo=anchor.1"))).toEqual({ bigo_id: "anchor.1", kyc_status: KycStatus.RecheckRequired, page: 1, page_size: 20 });
    expect(recheckListRequest(values("bigo=x%20y"))).toBeNull();
  });
});
