import { usePageTitle } from "@web/lib/use-page-title";
import { useNavigate, useParams } from "react-router";
import { useProperty } from "./api/get-property";
import { isNotFound, useLoadErrorToast } from "./api/use-load-error-toast";
import { BackLink } from "./components/back-link";
import { PropertyForm } from "./form/property-form";

export function EditPropertyPage() {
  usePageTitle("Edit Property");
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const property = useProperty(id);
  useLoadErrorToast(property.error);
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
    content = (
      <p role="status" className="text-muted-foreground">
        Loading...
      </p>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink to={property.data ? detailPath : "/properties"}>
          {property.data ? "Back to Property" : "Back to Properties"}
        </BackLink>
        <h1 className="font-semibold text-2xl tracking-tight">Edit Property</h1>
      </div>
      {content}
    </div>
  );
}
