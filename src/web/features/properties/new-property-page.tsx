import { usePageTitle } from "@web/lib/use-page-title";
import { useNavigate } from "react-router";
import { BackLink } from "./components/back-link";
import { PropertyForm } from "./form/property-form";

export function NewPropertyPage() {
  usePageTitle("Add Property");
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink to="/properties">Back to Properties</BackLink>
        <h1 className="font-semibold text-2xl tracking-tight">Add Property</h1>
      </div>
      <PropertyForm cancelTo="/properties" onSaved={() => navigate("/properties")} />
    </div>
  );
}
