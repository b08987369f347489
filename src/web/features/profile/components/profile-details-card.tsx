import { zodResolver } from "@hookform/resolvers/zod";
import { formatPhone } from "@shared/domain/phone-numbers";
import {
  type Profile,
  type ProfileFormInput,
  type ProfileInput,
  profileSchemas,
} from "@shared/schemas/profile";
import { DiscardChangesDialog } from "@web/components/discard-changes-dialog";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { useUnsavedChangesGuard } from "@web/lib/use-unsaved-changes-guard";
import { useSettings } from "@web/records/settings/use-settings";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useUpdateProfile } from "../api/update-profile";
import { AvatarPicker } from "./avatar-picker";

/** Viewing, then editing (Edit Profile), then saved or cancelled, back to viewing (SPEC section 4). */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateProfile();
  const { country } = useSettings();
  const form = useForm<ProfileFormInput, unknown, ProfileInput>({
    resolver: zodResolver(profileSchemas(country)),
    values: editableFields(profile),
  });
  const { errors } = form.formState;
  const isLocked = !isEditing || update.isPending;
  const guard = useUnsavedChangesGuard(isEditing && form.formState.isDirty);

  const save = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => {
        guard.release();
        notify.success({ title: "Profile Updated!" });
        setIsEditing(false);
      },
      onError: (error) =>
        notify.error({ title: "Profile Update Failed", description: messageOf(error) }),
    }),
  );
  const cancel = () => {
    form.reset(editableFields(profile));
    setIsEditing(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Agent details</h2>
        </CardTitle>
        <CardDescription>How clients see you in messages and documents.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <AvatarPicker profile={profile} />
        <form onSubmit={save} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField label="Agent Name" error={errors.fullName?.message}>
            <Input autoComplete="name" disabled={isLocked} {...form.register("fullName")} />
          </TextField>
          <TextField label="Email">
            <Input type="email" value={profile.email} readOnly disabled />
          </TextField>
          <TextField label="Company Name" error={errors.companyName?.message}>
            <Input
              autoComplete="organization"
              disabled={isLocked}
              {...form.register("companyName")}
            />
          </TextField>
          <TextField label="Phone Number" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" disabled={isLocked} {...form.register("phone")} />
          </TextField>
          <TextField label="Website" error={errors.website?.message} className="sm:col-span-2">
            <Input
              type="url"
              autoComplete="url"
              disabled={isLocked}
              {...form.register("website")}
            />
          </TextField>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            {isEditing ? (
              <>
                {/* Keys: a new element, or the click on Edit Profile would submit as Save Changes. */}
                <Button key="save" type="submit" disabled={update.isPending}>
                  {update.isPending ? "Saving..." : "Save Changes"}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={cancel}
                  disabled={update.isPending}
                >
                  Cancel
                </Button>
              </>
            ) : (
              <Button key="edit" type="button" onClick={() => setIsEditing(true)}>
                Edit Profile
              </Button>
            )}
          </div>
        </form>
        <DiscardChangesDialog
          isOpen={guard.isAsking}
          onKeepEditing={guard.keepEditing}
          onDiscard={guard.discard}
        />
      </CardContent>
    </Card>
  );
}

function editableFields(profile: Profile): ProfileFormInput {
  return {
    fullName: profile.fullName,
    companyName: profile.companyName,
    phone: formatPhone(profile.phone),
    website: profile.website,
  };
}
