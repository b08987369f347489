import { ActivityCard } from "@web/features/activity/activity-card";
import { PropertyDetailPage } from "@web/features/properties/property-detail-page";

/** A listing's page, with the activity feature's timeline (owner calls, shares, visits). */
export function PropertyDetailRoute() {
  return <PropertyDetailPage Activity={ActivityCard} />;
}
