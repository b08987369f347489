import type { Client } from "@shared/schemas/client";
import { LinkButton } from "@web/components/link-button";
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { clientDisplayName } from "@web/records/client/client-display-name";
import { PencilIcon } from "lucide-react";
import type * as React from "react";
import { ClientBadges } from "./client-badges";
import { ClientContactActions } from "./client-contact-actions";
import { ClientContactDetails } from "./client-contact-details";
import { ClientNotes } from "./client-notes";
import { ClientRequirements } from "./client-requirements";

/** The card's quick look (inside its Dialog): contact, requirements, notes, and a way to edit. */
export function ClientDetailDialog({ client }: { client: Client }) {
  return (
    <DialogContent className="sm:max-w-xl">
      <DialogHeader>
        <DialogTitle>{clientDisplayName(client)}</DialogTitle>
        <DialogDescription className="sr-only">The client's details</DialogDescription>
        <ClientBadges
          status={client.status}
          interest={client.interest}
          className="flex justify-center gap-2 sm:justify-start"
        />
      </DialogHeader>
      <Section title="Contact information">
        <ClientContactDetails client={client} />
        <ClientContactActions client={client} />
      </Section>
      <Section title="Requirements">
        <ClientRequirements client={client} />
      </Section>
      <Section title="Notes">
        <ClientNotes notes={client.notes} className="text-sm" />
      </Section>
      <DialogFooter>
        <LinkButton to={`/clients/${client.id}/edit`} icon={PencilIcon}>
          Edit Full Details
        </LinkButton>
      </DialogFooter>
    </DialogContent>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t pt-4">
      <h3 className="font-semibold text-sm">{title}</h3>
      {children}
    </section>
  );
}
