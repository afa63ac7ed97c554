/**
 * RTK Query tag types, in one `as const` list (Conventions: API layer).
 * Queries provide them, mutations invalidate them.
 */
export const tagTypes = [
  // session
  "UserInfo",
  "Permissions",
  "Regions",
  "SessionFlags",
  // phone verification and authorization (union_oss, live_agent_portal)
  "PhoneBinding",
  "AuthorizationStatus",
  // broadcaster list, brokers, contracts (broker, follow store, live_agent_front)
  "Broadcaster",
  "BroadcasterTab",
  "BrokerRecord",
  "RenewalRecord",
  "Follow",
  "AnchorSign",
  // transfers and cancellations (manage anchor)
  "Transfer",
  "Cancellation",
  "ProxyInfo",
  // recruiting (recruit anchor, recruit proxy, live_agent_front invites)
  "RecruitRecord",
  "RecruitProgress",
  "ProxyRecruit",
  "Invite",
  "InviteLink",
  "RecommendAnchor",
  // KYC (live_agent_front, live_agent_portal, live_agent_service)
  "Kyc",
  "KycRecheck",
  // agency members and applications (union_oss)
  "AgencyMember",
  "AgencyOperationRecord",
  "RecruitConfig",
  "Application",
  "ApplyDot",
  "Agent",
  // PK, aggregates and payments (live_agent_service)
  "PkCandidate",
  "PkRecommend",
  "AggregateData",
  "PaymentConfig",
  "Payment",
  "ByBeansMethod",
  // guild security and notifications
  "BanList",
  "Appeal",
  "AuditRecord",
  "Notification",
  // academy (live_agent_portal act85157)
  "Tutorial",
  // live-data family
  "LiveData",
  "RecallUser",
  "ActivityStatus",
  "ActivityInvite",
  // activity 75352 agent API
  "ActSign",
  "ActRound",
  // site backend
  "Country",
] as const;

/** One of {@link tagTypes}. */
export type TagType = (typeof tagTypes)[number];

/** A tag for a whole list: `{ type, id: "LIST" }`. */
export const listTag = <T extends TagType>(type: T) => ({ type, id: "LIST" }) as const;

/** A tag for one entity: `{ type, id }`. */
export const idTag = <T extends TagType>(type: T, id: string | number) => ({ type, id }) as const;

/** Tags to invalidate after a mutation: none when it failed, so a failed call never refetches. */
export const invalidateTags = <Tag>(error: unknown, tags: readonly Tag[]): Tag[] => (error ? [] : [...tags]);
