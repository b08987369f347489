import type { ComponentType } from "react";

/** The duplicates feature's 'Possible duplicates' card, handed to the client page. */
export type DuplicatesCardSlot = ComponentType<{ clientId: string }>;
