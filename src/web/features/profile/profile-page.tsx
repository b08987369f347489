import { LoadingScreen } from "@web/components/loading-screen";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { UserRoundXIcon } from "lucide-react";
import type { ComponentType } from "react";
import { useProfile } from "./api/get-profile";
import { DownloadMyDataCard } from "./components/download-my-data-card";
import { ProfileDetailsCard } from "./components/profile-details-card";

/** The auth feature's form, for a signed-in agent: asks the current password when they have one. */
type PasswordFormComponent = ComponentType<{
  access: { hasPassword: boolean };
  onUpdated: () => void;
}>;

export function ProfilePage({ PasswordForm }: { PasswordForm: PasswordFormComponent }) {
  usePageTitle("Profile");
  const profile = useProfile();

  const hasPassword = profile.data?.hasPassword ?? true;
  useLoadErrorToast(profile.error, "profile");

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="font-semibold text-2xl tracking-tight">Profile</h1>
      {profile.data && <ProfileDetailsCard profile={profile.data} />}
      {profile.isPending && <LoadingScreen fullScreen={false} />}
      {profile.isError && (
        <EmptyState
          icon={UserRoundXIcon}
          title="Your profile could not be loaded"
          description="Check your connection and try again."
          action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
        />
      )}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Update Password</h2>
          </CardTitle>
          <CardDescription>
            {hasPassword
              ? "Enter your current password, then the new one twice."
              : "Your account signs in with Google. Choose a password to sign in with it too."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm
            key={String(hasPassword)}
            access={{ hasPassword }}
            onUpdated={() => void profile.refetch()}
          />
        </CardContent>
      </Card>
      <DownloadMyDataCard />
    </div>
  );
}
