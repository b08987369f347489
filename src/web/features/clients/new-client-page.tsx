import { FormPage } from "@web/components/form-page";
import { usePageTitle } from "@web/lib/use-page-title";
import { useNavigate } from "react-router";
import { ClientForm, clientFormTitle } from "./form/client-form";

export function NewClientPage() {
  const title = clientFormTitle(false);
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <FormPage title={title} back={{ to: "/clients", label: "Back to Clients" }}>
      <ClientForm onSaved={() => navigate("/clients")} onCancel={() => navigate("/clients")} />
    </FormPage>
  );
}
