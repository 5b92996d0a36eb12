// The sign-up form's fields. Their checks are the API's own schema (contract/forms/signup.ts), run in
// the browser by lib/use-api-form.ts.
import type { ApiSignupDefaults } from '@/contract/wire/training';

export type SignupFields = ApiSignupDefaults;
