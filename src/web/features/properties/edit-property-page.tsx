import { FormPage, FormPageLoading } from "@web/components/form-page";
import { isNotFound, useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useProperty } from "@web/records/property/get-property";
import { useNavigate, useParams } from "react-router";
import { PropertyForm } from "./form/property-form";

export function EditPropertyPage() {
  usePageTitle("Edit Property");
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const property = useProperty(id);
  useLoadErrorToast(property.error, "properties");
  const detailPath = `/properties/${id}`;

  let content: React.ReactNode;
  if (property.data) {
    content = (
      <PropertyForm
        key={property.data.id}
        property={property.data}
        cancelTo={detailPath}
        onSaved={(saved) => navigate(`/properties/${saved.id}`)}
      />
    );
  } else if (isNotFound(property.error)) {
    content = <p className="text-muted-foreground">Property not found.</p>;
  } else if (property.isError) {
    content = <p className="text-muted-foreground">The property could not be loaded.</p>;
  } else {
    content = <FormPageLoading />;
  }

  const back = property.data
    ? { to: detailPath, label: "Back to Property" }
    : { to: "/properties", label: "Back to Properties" };
  return (
    <FormPage title="Edit Property" back={back}>
      {content}
    </FormPage>
  );
}
