import { initials } from "@shared/domain/format";
import { AVATAR_WIDTH, photoSizeUrl } from "@shared/domain/photo-sizes";
import { pickedFileProblem } from "@shared/domain/upload-rules";
import type { Profile } from "@shared/schemas/profile";
import { Avatar, AvatarFallback, AvatarImage } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { discardUploads, uploadFile } from "@web/lib/upload-file";
import { CameraIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useUpdateProfile } from "../api/update-profile";

/** The agent's picture: images only, uploaded and saved at once. Initials fall back to 'A'. */
export function AvatarPicker({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const update = useUpdateProfile();

  const upload = async (file: File) => {
    const problem = pickedFileProblem("avatar", file);
    if (problem) {
      notify.error({ title: "Avatar Upload Failed", description: problem });
      return;
    }
    setIsUploading(true);
    let url: string | null = null;
    try {
      url = (await uploadFile(file, "avatar")).url;
      await update.mutateAsync({ avatarUrl: url });
      notify.success({ title: "Profile Updated!" });
    } catch (error) {
      await discardUploads(url ? [url] : []);
      notify.error({ title: "Avatar Upload Failed", description: messageOf(error) });
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar className="size-20 text-2xl">
        {profile.avatarUrl && (
          <AvatarImage src={photoSizeUrl(profile.avatarUrl, AVATAR_WIDTH)} alt="Your avatar" />
        )}
        <AvatarFallback className="text-2xl">
          {initials(profile.fullName, null, "A")}
        </AvatarFallback>
      </Avatar>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) {
            void upload(file);
          }
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={isUploading}
        onClick={() => input.current?.click()}
      >
        <CameraIcon aria-hidden="true" />
        {isUploading ? "Uploading..." : "Change Avatar"}
      </Button>
    </div>
  );
}
