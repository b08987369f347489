import type { ComponentType } from "react";

/** The shortlist feature's card (the link, its views, visit requests), handed to the client page. */
export type ShortlistCardSlot = ComponentType<{ clientId: string }>;
