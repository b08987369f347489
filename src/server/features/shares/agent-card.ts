import type { PublicListing } from "@shared/schemas/share";
import { profiles } from "../../db/schema/profiles";
import { users } from "../../db/schema/users";

/**
 * The agent's card on a public page (a listing's, a client's shortlist): what a client may see
 * of them. Select these beside a join of `users` and `profiles` on the owner.
 */
export const agentCardColumns = {
  agentName: users.name,
  agentEmail: users.email,
  agentImage: users.image,
  companyName: profiles.companyName,
  agentPhone: profiles.phone,
  agentRole: profiles.role,
};

type AgentCardRow = {
  agentName: string;
  agentEmail: string;
  agentImage: string | null;
  companyName: string | null;
  agentPhone: string | null;
  agentRole: string | null;
};

/** The card, its avatar by the page's own link-scoped path. */
export function agentCardOf(row: AgentCardRow, avatarPath: string): PublicListing["agent"] {
  return {
    name: row.agentName,
    email: row.agentEmail,
    phone: row.agentPhone ?? "",
    companyName: row.companyName ?? "",
    role: row.agentRole ?? "",
    avatarUrl: row.agentImage ? avatarPath : null,
  };
}
