import { EMPTY_VALUE } from "@shared/domain/format";
import { greetingText, hasPhone, NO_OWNER_PHONE } from "@shared/domain/links";
import { formatPhone } from "@shared/domain/phone-numbers";
import type { Property } from "@shared/schemas/property";
import { CallButton } from "@web/components/contact-actions/call-button";
import { WhatsAppButton } from "@web/components/contact-actions/whatsapp-button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useContactLogger } from "@web/records/activity/use-contact-logger";

export function OwnerCard({ property }: { property: Property }) {
  const { ownerName, ownerPhone, title } = property;
  const contact = useContactLogger();
  const target = { propertyId: property.id };
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>Owner details</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-1 gap-3">
          <div>
            <dt className="font-medium text-muted-foreground text-xs uppercase">Name</dt>
            <dd className="font-medium">{ownerName || EMPTY_VALUE}</dd>
          </div>
          <div>
            <dt className="font-medium text-muted-foreground text-xs uppercase">Phone</dt>
            <dd className="font-medium">
              {hasPhone(ownerPhone) ? formatPhone(ownerPhone) : EMPTY_VALUE}
            </dd>
          </div>
        </dl>
        <div className="grid grid-cols-2 gap-2">
          <CallButton
            phone={ownerPhone}
            missingPhone={NO_OWNER_PHONE}
            onOpen={contact.call(target)}
          />
          <WhatsAppButton
            phone={ownerPhone}
            text={greetingText(ownerName, title)}
            missingPhone={NO_OWNER_PHONE}
            onOpen={contact.whatsapp(target)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
