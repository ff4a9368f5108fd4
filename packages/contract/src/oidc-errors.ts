/** Why a sign-in through an identity provider was refused (docs/product.md §14.1): the server
 *  redirects to the login page with `?oidc=<key>`, and the page shows the text. Without zod,
 *  so that the login page loads neither zod nor the field messages (docs/runtime.md §3). */

/** Refusals of a provider sign-in under the rule (merged into OIDC_ERRORS): the login page shows
 *  `?oidc=<key>` as the text. */
export const STAFF_SIGN_IN_OIDC_ERRORS = {
  staff: 'Ihre Organisation verlangt, dass sich Konten mit Verwaltungsrechten über einen bestimmten Anmeldedienst anmelden. Bitte nutzen Sie dessen Schaltfläche „Anmelden mit …“.',
  amr: 'Der Anmeldedienst hat keine Anmeldung mit zweitem Faktor bestätigt. Bitte melden Sie sich dort mit Ihrem zweiten Faktor an und versuchen Sie es noch einmal.',
} as const;

/** Why a sign-in through a provider was refused; the login page shows `?oidc=<key>` as the text. */
export const OIDC_ERRORS = {
  state: 'Die Anmeldung ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte versuchen Sie es noch einmal.',
  token: 'Die Antwort des Anmeldedienstes war ungültig. Sie wurden nicht angemeldet.',
  denied: 'Die Anmeldung beim Anmeldedienst wurde abgebrochen.',
  provider: 'Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
  audience: 'Über diesen Anmeldedienst können Sie sich mit Ihrem Konto nicht anmelden.',
  email: 'Der Anmeldedienst hat keine bestätigte E-Mail-Adresse übermittelt. Sie wurden nicht angemeldet.',
  taken: 'Dieses Konto beim Anmeldedienst ist bereits mit einem anderen Konto verknüpft.',
  inactive: 'Ihr Konto ist gesperrt oder noch nicht aktiviert.',
  ...STAFF_SIGN_IN_OIDC_ERRORS,
} as const;
export type OidcErrorKey = keyof typeof OIDC_ERRORS;
