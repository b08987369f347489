import { passwordToast } from "@shared/schemas/auth";
import { notify } from "@web/lib/toast";
import type { FieldErrors, FieldValues } from "react-hook-form";

/** SPEC section 5 toasts the password rules; other field errors show under their fields. */
export function toastPasswordErrors<T extends FieldValues>(errors: FieldErrors<T>) {
  for (const error of Object.values(errors)) {
    const toast = passwordToast(typeof error?.message === "string" ? error.message : undefined);
    if (toast) {
      notify.error(toast);
      return;
    }
  }
}
