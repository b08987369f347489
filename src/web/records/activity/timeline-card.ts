import type { ComponentType } from "react";
import type { TimelineOwner } from "./activity-keys";

/** The activity feature's card, handed to the client and listing pages by their routes. */
export type TimelineCard = ComponentType<{ owner: TimelineOwner }>;
