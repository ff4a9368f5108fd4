import { z } from 'zod';
import { Id } from './common.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** An organisation's rule that its staff — accounts holding `admin` or `usermanager`
 *  (MFA_PROTECTED_PERMISSIONS) — sign in through its identity providers (docs/product.md §14.1,
 *  „Team-Anmeldung“; docs/security.md, Staff sign-in through the organisation's provider). */

/** An `amr` value (OpenID Connect Core 1.0 §2, RFC 8176: `mfa`, `otp`, `hwk` …). */
export const AmrValue = z.string().trim().min(1, FIELD_MESSAGES.amrMissing).max(40, FIELD_MESSAGES.amrTooLong)
  .regex(/^[\w.:-]+$/, FIELD_MESSAGES.amrFormat);

/** PUT /admin/organisation/{id}/staff-sign-in body. `ProviderIDs`: the organisation's active
 *  providers for the team whose sign-in counts; `DisablePassword`: the local password of the
 *  covered accounts is removed at their next sign-in through one of them and cannot be set while
 *  the rule holds; `RequiredAmr`: the ID token's `amr` must name one of these (empty: any sign-in
 *  through the provider counts). */
export const StaffSignInBody = z.strictObject({
  Required: z.boolean(),
  ProviderIDs: z.array(Id).max(20, FIELD_MESSAGES.tooManyStaffProviders).default([]),
  DisablePassword: z.boolean().default(false),
  RequiredAmr: z.array(AmrValue).max(10, FIELD_MESSAGES.tooManyAmr).default([]),
}).refine((b) => !b.Required || b.ProviderIDs.length > 0, { path: ['ProviderIDs'], message: FIELD_MESSAGES.chooseStaffProvider });
export type StaffSignInBody = z.input<typeof StaffSignInBody>;

/** GET/PUT /admin/organisation/{id}/staff-sign-in answer: the rule, and the provider the
 *  administrator's own session came through (null: password or passkey), since the rule can be
 *  switched on only from a session made through one of its providers. */
export const StaffSignIn = z.object({
  Required: z.boolean(),
  ProviderIDs: z.array(Id),
  DisablePassword: z.boolean(),
  RequiredAmr: z.array(z.string()),
  UpdatedAt: z.string().nullable(),
  SignedInThrough: Id.nullable(),
});
export type StaffSignIn = z.infer<typeof StaffSignIn>;
