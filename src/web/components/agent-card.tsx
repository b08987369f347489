import { initials } from "@shared/domain/format";
import { hasPhone } from "@shared/domain/links";
import { AVATAR_WIDTH, photoSizeUrl } from "@shared/domain/photo-sizes";
import type { PublicListing } from "@shared/schemas/share";
import { CallButton } from "@web/components/contact-actions/call-button";
import { EmailButton } from "@web/components/contact-actions/email-button";
import { WhatsAppButton } from "@web/components/contact-actions/whatsapp-button";
import { Avatar, AvatarFallback, AvatarImage } from "@web/components/ui/avatar";
import { Card, CardContent } from "@web/components/ui/card";

const NO_AGENT_PHONE = { title: "No phone number", description: "The agent has no phone number" };
const NO_AGENT_EMAIL = { title: "No email address", description: "The agent has no email address" };

type AgentCardProps = {
  agent: PublicListing["agent"];
  /** What the WhatsApp button writes to the agent. */
  message: string;
};

/** Who to ask about what an agent shared: their name, company and one tap to reach them. */
export function AgentCard({ agent, message }: AgentCardProps) {
  const name = agent.name.trim() || agent.email;
  // A named section (a region landmark): a plain div's aria-label is never announced.
  return (
    <section aria-label="Agent">
      <Card className="gap-4">
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <Avatar className="size-14">
              {agent.avatarUrl && (
                <AvatarImage src={photoSizeUrl(agent.avatarUrl, AVATAR_WIDTH)} alt="" />
              )}
              <AvatarFallback>{initials(agent.name, agent.email)}</AvatarFallback>
            </Avatar>
            <div className="flex min-w-0 flex-col">
              <p className="wrap-anywhere font-semibold text-lg">{name}</p>
              <p className="wrap-anywhere text-muted-foreground text-sm">
                {[agent.role, agent.companyName].filter(Boolean).join(" · ")}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {hasPhone(agent.phone) && (
              <>
                <CallButton phone={agent.phone} missingPhone={NO_AGENT_PHONE} className="grow" />
                <WhatsAppButton
                  phone={agent.phone}
                  text={message}
                  missingPhone={NO_AGENT_PHONE}
                  className="grow"
                />
              </>
            )}
            <EmailButton
              email={agent.email}
              name={agent.name}
              missingEmail={NO_AGENT_EMAIL}
              label="E-mail"
              className="grow"
            />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
