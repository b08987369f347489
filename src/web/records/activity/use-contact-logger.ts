import { useMemo } from "react";
import type { ActivityDraft } from "./activity-outbox";
import { armAfterCall } from "./after-call";
import { useLogActivity } from "./use-log-activity";

/** Whom a contact reached: a client (named, for the after-call sheet), a listing's owner, or both. */
export type ContactTarget = Pick<ActivityDraft, "clientId" | "propertyId" | "appointmentId"> & {
  /** The client's name, asked about after a call; calls to an owner are not asked about. */
  clientName?: string;
};

type OnOpen = () => void;

/**
 * The `onOpen` of Call, WhatsApp and Email links: each tap is logged before its link opens, and
 * a call to a client asks how it went once the agent is back.
 *
 *   const contact = useContactLogger();
 *   <CallButton … onOpen={contact.call({ clientId, clientName })} />
 */
export function useContactLogger(): Record<
  "call" | "whatsapp" | "email",
  (target: ContactTarget) => OnOpen
> {
  const log = useLogActivity();
  return useMemo(() => {
    const logged =
      (kind: "whatsapp" | "email") =>
      ({ clientName: _name, ...ids }: ContactTarget) =>
      () => {
        log({ kind, ...ids });
      };
    return {
      call:
        ({ clientName, ...ids }: ContactTarget) =>
        () => {
          const entry = log({ kind: "call", ...ids });
          if (entry && ids.clientId && clientName) {
            armAfterCall({ activityId: entry.id, clientId: ids.clientId, name: clientName });
          }
        },
      whatsapp: logged("whatsapp"),
      email: logged("email"),
    };
  }, [log]);
}
