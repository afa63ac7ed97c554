import { describe, expect, it } from "vitest";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { MODIFY_SPEC, cancelListRequest, transferListRequest } from "./modify-params.ts";

const view = (query: string) => parseParams(MODIFY_SPEC, new URLSearchParams(query));

describe("modify requests", () => {
  it("ask for transfers out or in by the view", () => {
    expect(transferListRequest(view(""))).toEqual({ direction: 1, page: 1, page_size: 20 });
    expect(transferListRequest(view("view=in&status=2&bigo=anchor.2"))).toEqual({ direction: 2, status: 2, anchor_bigo_id: "anchor.2", page: 1, page_size: 20 });
    expect(cancelListRequest(view("view=in"))).toBeNull();
  });

  it("ask for terminations in the cancel view, with statuses 1-4 only", () => {
    expect(cancelListRequest(view("view=cancel&status=1"))).toEqual({ status: 1, page: 1, page_size: 20 });
    expect(cancelListRequest(view("view=cancel&status=6"))).toEqual({ page: 1, page_size: 20 });
    expect(transferListRequest(view("view=cancel"))).toBeNull();
  });

  it("send nothing for an impossible Bigo ID", () => {
    expect(transferListRequest(view("bigo=%25%25"))).toBeNull();
  });
});
