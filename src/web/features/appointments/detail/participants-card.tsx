import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { SectionCard } from "@web/components/section-card";
import { Building2Icon, ChevronRightIcon, type LucideIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";

type ParticipantsCardProps = { client?: Client; property?: Property };

/** Links to the appointment's client and property, while they exist. */
export function ParticipantsCard({ client, property }: ParticipantsCardProps) {
  return (
    <SectionCard title="Participants">
      {!client && !property ? (
        <p className="text-muted-foreground">No participants linked.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {client && (
            <Participant to={`/clients/${client.id}`} icon={UserIcon} kind="Client">
              {client.name}
            </Participant>
          )}
          {property && (
            <Participant to={`/properties/${property.id}`} icon={Building2Icon} kind="Property">
              {property.title}
            </Participant>
          )}
        </ul>
      )}
    </SectionCard>
  );
}

type ParticipantProps = { to: string; icon: LucideIcon; kind: string; children: string };

function Participant({ to, icon: Icon, kind, children }: ParticipantProps) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-muted-foreground text-xs">{kind}</span>
          <span className="truncate font-medium">{children}</span>
        </span>
        <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}
