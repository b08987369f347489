import { checkSignIn, type SignInInput, type SignInIssues } from "@shared/domain/sign-in";
import { type FormEvent, useState } from "react";

/**
 * The sign-in form without a form library, so the first screen loads neither react-hook-form nor
 * zod. Like the other forms: checked on submit, then again on every change, and the first wrong
 * field gets the focus.
 */
export function useSignInForm(onValid: (input: SignInInput) => void) {
  const [issues, setIssues] = useState<SignInIssues>({});
  const [isSubmitted, setIsSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    const result = checkSignIn(readSignIn(event.currentTarget));
    if ("issues" in result) {
      setIssues(result.issues);
      focusFirst(event.currentTarget, result.issues);
      return;
    }
    setIssues({});
    onValid(result.input);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitted) {
      const result = checkSignIn(readSignIn(event.currentTarget));
      setIssues("issues" in result ? result.issues : {});
    }
  };

  return { issues, onSubmit, onChange };
}

function readSignIn(form: HTMLFormElement): SignInInput {
  const data = new FormData(form);
  return { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
}

function focusFirst(form: HTMLFormElement, issues: SignInIssues) {
  const name = issues.email ? "email" : "password";
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) {
    field.focus();
  }
}
