/** Two clients marked 'Not duplicates', and a merge: the other client and the chosen fields. */

import type { DuplicateReason } from "../domain/client-duplicates";
import type { CountryCode } from "../domain/format";
import { byCountry } from "./by-country";
import { clientSchemas } from "./client";
import { z } from "./zod";

const otherId = z.uuid({ error: "Choose a valid client" });

export const notDuplicatesInputSchema = z.object({ otherId });

/** The survivor's fields as the agent picked them (the same rules as editing the client). */
export const mergeInputSchemas = byCountry((country: CountryCode) =>
  z.object({ otherId, fields: clientSchemas(country).update.default({}) }),
);

export type MergeInput = z.infer<ReturnType<typeof mergeInputSchemas>>;

/** A client as a duplicate pair shows it. */
export type DuplicateClient = {
  id: string;
  title: string;
  name: string;
  phone: string;
  email: string;
};
export type DuplicatePairView = {
  clients: [DuplicateClient, DuplicateClient];
  reasons: DuplicateReason[];
};
