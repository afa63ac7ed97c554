/**
 * RTK Query tag types, in one `as const` list (Conventions: API layer), and the per-entity tags
 * built from them. Queries provide tags, mutations invalidate them (README "Cache tags"):
 * - a query answering rows provides the type's {@link listTag} and one {@link idTag} per row
 *   ({@link rowTags}); a query answering one entity provides its `idTag`;
 * - a mutation invalidates the `idTag` of each entity it changes (so every list or detail showing
 *   it refetches, and nothing else), and the `listTag` of a type when it adds an entity to lists
 *   (a creation, a broadcaster joining or leaving the agency).
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
  // PK, aggregates and payments (live_agent_service; invoices of the live-data family)
  "PkCandidate",
  "PkRecommend",
  "AggregateData",
  "PaymentConfig",
  "Payment",
  "ByBeansMethod",
  "Invoice",
  "PaymentBlacklist",
  "PaymentActionLog",
  "DistributionBatch",
  "DistributionAdjustment",
  "BeansBalance",
  "PaymentTransfer",
  // guild security and notifications
  "BanList",
  "Appeal",
  "AuditRecord",
  "Notification",
  // interviews (live_agent_service, ours)
  "Interview",
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
  // administration (main API, admin section)
  "Account",
  "AdminActionLog",
] as const;

/** One of {@link tagTypes}. */
export type TagType = (typeof tagTypes)[number];

/**
 * A tag a query provides or a mutation invalidates: a whole type (`"Broadcaster"`: every query of
 * the type), a type's lists ({@link listTag}) or one entity ({@link idTag}).
 */
export type EntityTag<T extends TagType = TagType> = T | { readonly type: T; readonly id: string | number };

/** A tag for a type's lists: `{ type, id: "LIST" }`. Invalidated when an entity joins lists (a creation). */
export const listTag = <T extends TagType>(type: T) => ({ type, id: "LIST" }) as const;

/** A tag for one entity: `{ type, id }`, `id` the entity's own id (a broadcaster's uid, a `transfer_id`, ...). */
export const idTag = <T extends TagType>(type: T, id: string | number) => ({ type, id }) as const;

/** The `idTag`s of several entities of one type. */
export const idTags = <T extends TagType>(type: T, ids: readonly (string | number)[]) => ids.map((id) => idTag(type, id));

/** The tags of an answer holding rows: the type's {@link listTag} and one {@link idTag} per row (`idOf` reads the row's id). */
export const rowTags = <T extends TagType, Row>(type: T, rows: readonly Row[], idOf: (row: Row) => string | number) => [
  listTag(type),
  ...rows.map((row) => idTag(type, idOf(row))),
];

/** Tags to invalidate after a mutation: none when it failed, so a failed call never refetches. */
export const invalidateTags = <Tag>(error: unknown, tags: readonly Tag[]): Tag[] => (error ? [] : [...tags]);
