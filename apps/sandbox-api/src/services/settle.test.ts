import { IdType, KycSource, KycStatus, TransferStatus } from "@agent-portal/api-client/enums";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { kycSubmissions } from "#db/schema/kyc.ts";
import { accounts } from "#db/schema/accounts.ts";
import { transfers } from "#db/schema/relations.ts";
import { useTestSandbox } from "#testing/harness.ts";
import { createKyc } from "./kyc.ts";
import { anythingDue, settleFlows } from "./settle.ts";

const sandbox = useTestSandbox();

describe("settleFlows and anythingDue", () => {
  it("finds nothing due once a settlement ran, and leaves a waiting transfer alone until its deadline", async () => {
    const { db } = sandbox().database;
    const now = sandbox().clock();
    await settleFlows(db, now);
    expect(await anythingDue(db, now)).toBe(false);

    const [waiting] = await db
      .select()
      .from(transfers)
      .where(and(inArray(transfers.status, [TransferStatus.WaitingAgency, TransferStatus.WaitingBroadcaster]), isNotNull(transfers.expiresAt)))
      .orderBy(asc(transfers.expiresAt))
      .limit(1);
    if (waiting?.expiresAt == null) throw new Error("the seed has no waiting transfer");
    const before = new Date(waiting.expiresAt.getTime() - 1000);
    const after = new Date(waiting.expiresAt.getTime() + 1000);
    // Everything due up to a second before its deadline is settled, and the transfer still waits.
    await settleFlows(db, before);
    expect(await anythingDue(db, before)).toBe(false);
    const [still] = await db.select().from(transfers).where(eq(transfers.id, waiting.id));
    expect(still?.status).toBe(waiting.status);

    expect(await anythingDue(db, after)).toBe(true);
    await settleFlows(db, after);
    const [expired] = await db.select().from(transfers).where(eq(transfers.id, waiting.id));
    expect(expired?.status).toBe(TransferStatus.Expired);
    expect(await anythingDue(db, after)).toBe(false);
  });

  it("settles a new KYC submission at its review time, and its broadcaster follows", async () => {
    const { db } = sandbox().database;
    const now = sandbox().clock();
    await settleFlows(db, now);
    const [broadcaster] = await db.select().from(broadcasters).where(eq(broadcasters.kycStatus, KycStatus.Approved)).limit(1);
    if (broadcaster === undefined) throw new Error("the seed has no approved broadcaster");
    const [account] = await db.select().from(accounts).limit(1);
    if (account === undefined) throw new Error("the seed has no account");
    const dueAt = new Date(now.getTime() + 1000);
    // A new submission is due at once (the simulated review completes at the next read).
    await createKyc(
      db,
      {
        subjectUid: broadcaster.uid,
        submittedBy: account.id,
        source: KycSource.PC,
        kind: "recheck",
        realName: "Test Person",
        idType: IdType.Passport,
        idNumber: "P1234567",
        email: "",
        remark: "",
        idImageIds: [],
        faceImageId: null,
      },
      dueAt,
    );
    const [marked] = await db.select().from(broadcasters).where(eq(broadcasters.uid, broadcaster.uid));
    expect(marked?.kycStatus).toBe(KycStatus.UnderReview);

    expect(await anythingDue(db, now)).toBe(false);
    expect(await anythingDue(db, dueAt)).toBe(true);
    await settleFlows(db, dueAt);
    const [newest] = await db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.subjectUid, broadcaster.uid))
      .orderBy(desc(kycSubmissions.submittedAt), desc(kycSubmissions.id))
      .limit(1);
    expect(newest?.status).toBe(KycStatus.Approved);
    const [after] = await db.select().from(broadcasters).where(eq(broadcasters.uid, broadcaster.uid));
    expect(after?.kycStatus).toBe(KycStatus.Approved);
    expect(await anythingDue(db, dueAt)).toBe(false);
  });
});
