import { getNonce } from "get-nonce";
import { describe, expect, it } from "vitest";
import { applyCspNonce } from "./csp-nonce.ts";

function documentWithNonce(nonce: string | null): Document {
  const doc = document.implementation.createHTMLDocument("page");
  if (nonce !== null) {
    const meta = doc.createElement("meta");
    meta.setAttribute("property", "csp-nonce");
    meta.nonce = nonce;
    doc.head.append(meta);
  }
  return doc;
}

describe("applyCspNonce", () => {
  it("hands the meta tag's nonce to get-nonce, for the style elements Radix injects", () => {
    applyCspNonce(documentWithNonce("r4nd0m"));
    expect(getNonce()).toBe("r4nd0m");
  });

  it("ignores the build's placeholder and a page without the meta tag", () => {
    applyCspNonce(documentWithNonce("abc"));
    applyCspNonce(documentWithNonce("__CSP_NONCE__"));
    applyCspNonce(documentWithNonce(null));
    expect(getNonce()).toBe("abc");
  });
});
