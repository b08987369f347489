import { FormPage } from "@web/components/form-page";
import { usePageTitle } from "@web/lib/use-page-title";
import { useNavigate } from "react-router";
import { PropertyForm } from "./form/property-form";

export function NewPropertyPage() {
  usePageTitle("Add Property");
  const navigate = useNavigate();
  return (
    <FormPage title="Add Property" back={{ to: "/properties", label: "Back to Properties" }}>
      <PropertyForm cancelTo="/properties" onSaved={() => navigate("/properties")} />
    </FormPage>
  );
}
