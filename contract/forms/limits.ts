// Field limits of the shared forms, apart from their schemas: a form's markup (maxLength, hints) reads
// these without loading zod, which the schemas bring (the browser loads those lazily, lib/use-api-form.ts).

/** training/signup/{id}: longest text per field, in characters. */
export const SIGNUP_LIMITS = { name: 32, workUnit: 100, department: 50, jobTitle: 50 } as const;

/** user/gift/store/{id}: the receiver of a physical gift. */
export const ADDRESS_LIMITS = { name: 20, address: 120 } as const;
