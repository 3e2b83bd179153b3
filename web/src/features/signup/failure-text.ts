/** Amplify's and Cognito's error messages are already written for people; anything else gets its text. */
export function failureText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
