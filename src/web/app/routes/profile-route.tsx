import { UpdatePasswordForm } from "@web/features/auth/components/update-password-form";
import { ProfilePage } from "@web/features/profile/profile-page";

/** The profile, with the auth feature's password form in its 'Update Password' card. */
export function ProfileRoute() {
  return <ProfilePage PasswordForm={UpdatePasswordForm} />;
}
