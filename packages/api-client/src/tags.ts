/**
 * RTK Query tag types, in one `as const` list (Conventions: API layer).
 * Queries provide them, mutations invalidate them.
 */
export const tagTypes = [
  "UserInfo",
  "Permissions",
  "Regions",
  "SessionFlags",
] as const;

/** One of {@link tagTypes}. */
export type TagType = (typeof tagTypes)[number];

/** A tag for a whole list: `{ type, id: "LIST" }`. */
export const listTag = <T extends TagType>(type: T) => ({ type, id: "LIST" }) as const;

/** A tag for one entity: `{ type, id }`. */
export const idTag = <T extends TagType>(type: T, id: string | number) => ({ type, id }) as const;

/** Tags to invalidate after a mutation: none when it failed, so a failed call never refetches. */
export const invalidateTags = <Tag>(error: unknown, tags: readonly Tag[]): Tag[] => (error ? [] : [...tags]);
