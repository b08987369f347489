import { FormPage, FormPageLoading } from "@web/components/form-page";
import { NotFoundState } from "@web/components/not-found-state";
import { isNotFound, useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useClient } from "@web/records/client/get-client";
import { useNavigate, useParams } from "react-router";
import { ClientForm, clientFormTitle } from "./form/client-form";

export function EditClientPage() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const client = useClient(id);
  useLoadErrorToast(client.error, "clients");
  const title = clientFormTitle(true);
  usePageTitle(title);
  const detailPath = `/clients/${id}`;

  if (!client.data && client.isError) {
    // The not-found screen's 'Back to Clients' is this screen's back button.
    return (
      <FormPage title={title}>
        <NotFoundState
          title={isNotFound(client.error) ? "Client not found" : "The client could not be loaded"}
          backTo="/clients"
          backLabel="Back to Clients"
        />
      </FormPage>
    );
  }
  return (
    <FormPage title={title} back={{ to: detailPath, label: "Back to Client" }}>
      {client.data ? (
        <ClientForm
          key={client.data.id}
          client={client.data}
          onSaved={(saved) => navigate(`/clients/${saved.id}`)}
          onCancel={() => navigate(detailPath)}
        />
      ) : (
        <FormPageLoading />
      )}
    </FormPage>
  );
}
