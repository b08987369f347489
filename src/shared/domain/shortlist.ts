/** A client's shortlist page, `/s/<token>` (docs/decisions/027): its addresses and texts. */

/** `https://crm.example.com/s/<token>` */
export function shortlistLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/s/${token}`;
}

/** The shortlist-scoped address of a listing's `index`th photo (0-based): dies with the link. */
export function shortlistPhotoPath(token: string, propertyId: string, index: number): string {
  return `/s/${token}/listings/${propertyId}/photos/${index}`;
}

export function shortlistAvatarPath(token: string): string {
  return `/s/${token}/avatar`;
}

/** 'Send matches': one message with the client's page, 'Hi Ravi! Here are homes I picked for you: …'. */
export function shortlistMessage(greeting: string, link: string): string {
  return [greeting, `Here are homes I picked for you: ${link}`].filter(Boolean).join(" ");
}

/** The client's chat to the agent from their page. */
export function shortlistQuestionMessage(link: string): string {
  return `Hi, I have a question about the homes you picked for me: ${link}`;
}

/** The chat preview's title: 'Homes picked for Meera Kapoor by Asha Verma'. */
export function shortlistTitle(clientName: string, agentName: string): string {
  return agentName
    ? `Homes picked for ${clientName} by ${agentName}`
    : `Homes picked for ${clientName}`;
}

/** The client's answer on a listing, as the timeline says it. */
export function clientAnswerText(
  clientName: string,
  answer: "interested" | "not-for-me",
  title: string,
  reason: string,
): string {
  if (answer === "interested") {
    return `${clientName}: Interested in ${title}`;
  }
  return reason
    ? `${clientName}: Not for me — ${title} (${reason})`
    : `${clientName}: Not for me — ${title}`;
}
