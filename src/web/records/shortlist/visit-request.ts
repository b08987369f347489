/** A visit a client asked for on their shortlist page. */
export type VisitRequest = {
  id: string;
  clientId: string;
  clientName: string;
  propertyId: string;
  propertyTitle: string;
  date: string;
  time: string;
  note: string;
  status: "pending" | "confirmed" | "declined";
  appointmentId: string | null;
  createdAt: string;
};
