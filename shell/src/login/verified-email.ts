/** What register step 1 hands to step 2: an email and the code that proved it. */
export interface VerifiedEmail {
  email: string;
  code: string;
}
