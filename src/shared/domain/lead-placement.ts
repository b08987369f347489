/** Where each lead of a batch goes: to a client the agent has, to one made for an earlier lead, or to a new one. */

import { MAX_LOCATIONS, normalizeLocations } from "./locations";

/** What a lead may add to a client, and what finds the client (the phone in E.164, the e-mail). */
export type LeadFields = {
  email: string;
  phone: string;
  budget: number | null;
  source: string | null;
  locations: string[];
  propertyTypes: string[];
};

export type Placement<Lead extends LeadFields> = {
  /** Per lead, in their order: the client's id, and whether the lead made it. */
  receipts: { id: string; created: boolean }[];
  /** The clients to create, each as its first lead with what later leads of the batch added. */
  created: (Lead & { id: string })[];
  /** The known clients leads added to, as they are after all of them. */
  changed: (LeadFields & { id: string })[];
};

/**
 * Places leads one after the other, as if each came alone: a lead goes to the oldest client with
 * its phone, else the oldest with its e-mail (in any case), counting those made for the leads
 * before it, else to a new client (`newId`). `known` are the agent's clients sharing a phone or
 * an e-mail with the leads, oldest first.
 */
export function placeLeads<Lead extends LeadFields>(
  known: readonly (LeadFields & { id: string })[],
  leads: readonly Lead[],
  newId: () => string,
): Placement<Lead> {
  const clients = known.map((client) => ({ ...client }));
  const created: (Lead & { id: string })[] = [];
  const changedIds = new Set<string>();
  const receipts = leads.map((lead) => {
    const same = findSamePerson(clients, lead);
    if (!same) {
      const client = { ...lead, id: newId() };
      created.push(client);
      clients.push(client);
      return { id: client.id, created: true };
    }
    // A client made for an earlier lead is the same object in `created`: it gains this lead too.
    Object.assign(same, addLead(same, lead));
    changedIds.add(same.id);
    return { id: same.id, created: false };
  });
  const changed = clients.slice(0, known.length).filter((client) => changedIds.has(client.id));
  return { receipts, created, changed };
}

/**
 * What a lead adds to a client: places and types they also want, and a phone, e-mail, budget or
 * source only where the client has none. The agent's own words stay.
 */
export function addLead(client: LeadFields, lead: LeadFields): LeadFields {
  return {
    email: client.email || lead.email,
    phone: client.phone || lead.phone,
    budget: client.budget ?? lead.budget,
    source: client.source ?? lead.source,
    locations: normalizeLocations([...client.locations, ...lead.locations]).slice(0, MAX_LOCATIONS),
    propertyTypes: [...new Set([...client.propertyTypes, ...lead.propertyTypes])],
  };
}

function findSamePerson<Client extends LeadFields>(clients: Client[], lead: LeadFields) {
  const email = lead.email.toLowerCase();
  return (
    (lead.phone ? clients.find((client) => client.phone === lead.phone) : undefined) ??
    (email ? clients.find((client) => client.email.toLowerCase() === email) : undefined)
  );
}
