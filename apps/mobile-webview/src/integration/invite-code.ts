/**
 * The `:code` of AnchorInvite (`/m/invite/:code`, issue 9): one page for both ways a broadcaster
 * meets an agency's offer (live_agent_front GetInvitePageDetail takes either):
 * - a shared invite link's code as is (letters, digits, `_`, `-`; 4-64 characters);
 * - an invitation sent to the broadcaster (by IM) as `i.<invite_id>`: the dot never occurs in a
 *   link code, so the two never collide.
 */

/** What an AnchorInvite page is about. */
export type InviteRef = { readonly linkCode: string } | { readonly inviteId: string };

const LINK_CODE = /^[A-Za-z0-9_-]{4,64}$/;
const INVITE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const INVITATION_PREFIX = "i.";

/** The `:code` param of an invitation or link (`i.<invite_id>` or the link code). */
export function inviteCodeOf(ref: InviteRef): string {
  return "inviteId" in ref ? `${INVITATION_PREFIX}${ref.inviteId}` : ref.linkCode;
}

/** Reads a `:code` param back, or `null` when it is neither form. */
export function parseInviteCode(code: string): InviteRef | null {
  if (code.startsWith(INVITATION_PREFIX)) {
    const inviteId = code.slice(INVITATION_PREFIX.length);
    return INVITE_ID.test(inviteId) ? { inviteId } : null;
  }
  return LINK_CODE.test(code) ? { linkCode: code } : null;
}
