// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
export * from './login';
/** Texts of login, two-factor login, registration, activation and password reset (docs/product.md §2.1, §2.15–§2.17, §8.3). */

export const mfa = {
  codeTitle: 'Bestätigungscode',
  codeText: 'Ihr Konto ist mit einem zweiten Faktor geschützt. Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  code: 'Code aus der App',
  recoveryText: 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.',
  recoveryCode: 'Wiederherstellungscode',
  useRecovery: 'Stattdessen einen Wiederherstellungscode verwenden',
  useApp: 'Stattdessen den Code aus der App verwenden',
  submit: 'Anmelden',
  backToLogin: 'Zurück zum Login',
  usePasskey: 'Stattdessen Passkey verwenden',
  passkeyOnlyText: 'Ihr Konto ist mit einem zweiten Faktor geschützt. Bestätigen Sie die Anmeldung mit Ihrem Passkey.',
  cardTitle: 'Zwei-Faktor-Anmeldung',
  offText: 'Schützen Sie Ihr Konto zusätzlich: Nach dem Passwort fragt die Anmeldung nach einem Code aus einer Authenticator-App (z. B. FreeOTP, Aegis, Google oder Microsoft Authenticator).',
  requiredText: 'Ihre Organisation verlangt für die Rechte Ihres Kontos die Zwei-Faktor-Anmeldung.',
  requiredTitle: 'Zwei-Faktor-Anmeldung einrichten',
  passkeysServe: 'Ihre Organisation verlangt für die Rechte Ihres Kontos die Zwei-Faktor-Anmeldung. {n, plural, one {Ihr Passkey erfüllt} other {Ihre {n} Passkeys erfüllen}} sie: Nach dem Passwort fragt die Anmeldung nach einem Passkey. Zusätzlich können Sie Codes aus einer Authenticator-App einrichten.',
  requiredPasskeyText: 'Statt einer Authenticator-App genügt auch ein Passkey, etwa mit dem Fingerabdruck oder der PIN dieses Geräts:',
  requiredScreenText: 'Ihre Organisation verlangt für die Rechte Ihres Kontos die Zwei-Faktor-Anmeldung. Bis Sie sie eingerichtet haben, ist mit diesem Konto nichts anderes möglich. Sie brauchen dazu Ihr Passwort und eine Authenticator-App auf Ihrem Telefon.',
  onText: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet. Sie haben noch {left} ungenutzte Wiederherstellungscodes.',
  password: 'Ihr Passwort',
  setUp: 'Zwei-Faktor-Anmeldung einrichten',
  scan: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App, oder geben Sie den Schlüssel von Hand ein.',
  qrAlt: 'QR-Code zum Einrichten der Authenticator-App',
  secret: 'Schlüssel',
  enable: 'Einschalten',
  codesTitle: 'Ihre Wiederherstellungscodes',
  codesText: 'Bewahren Sie diese Codes sicher auf: als Datei oder ausgedruckt. Mit jedem können Sie sich einmal anmelden, wenn Sie Ihr Telefon nicht zur Hand haben. Sie werden nur jetzt angezeigt.',
  codesFor: 'Für das Konto {email} bei {site}, erzeugt am {date}. Jeder Code gilt nur einmal.',
  codesDownload: 'Als Textdatei herunterladen',
  codesFileName: 'wiederherstellungscodes.txt',
  codesPrint: 'Drucken',
  codesDone: 'Ich habe die Codes gespeichert',
  proofText: 'Zum Ausschalten oder für neue Wiederherstellungscodes geben Sie Ihr Passwort und einen aktuellen Code aus Ihrer App oder einen unbenutzten Wiederherstellungscode ein.',
  proofCode: 'Code aus der App oder Wiederherstellungscode',
  renew: 'Neue Wiederherstellungscodes erzeugen',
  renewed: 'Neue Wiederherstellungscodes wurden erzeugt. Die bisherigen gelten nicht mehr.',
  turnOff: 'Zwei-Faktor-Anmeldung ausschalten',
  turnedOn: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
  turnedOff: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  failed: 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
} as const;

export const registration = {
  title: 'Registrierung',
  intro: 'Mit einem Konto können Sie Einträge auf der Karte erfassen. Nach der Registrierung schicken wir Ihnen eine Email mit einem Link, der Ihr Konto aktiviert.',
  email: 'E-Mail',
  name: 'Name',
  password: 'Passwort',
  passwordHint: 'Mindestens 8 Zeichen.',
  repeat: 'Passwort wiederholen',
  privacyBefore: 'Ich habe die ',
  privacyLink: 'Datenschutzerklärung',
  privacyAfter: ' gelesen und stimme ihr zu.',
  newTab: '(öffnet in einem neuen Tab)',
  // The terms of use, asked only while the organisation has them (docs/product.md §2.22).
  termsBefore: 'Ich akzeptiere die ',
  termsLink: 'Nutzungsbedingungen und die Netiquette',
  termsAfter: '.',
  submit: 'Registrieren',
  sending: 'Wird gesendet …',
  toLogin: 'Bereits registriert? Zum Login',
  emailMissing: 'Bitte geben Sie Ihre Email Adresse an.',
  nameMissing: 'Bitte geben Sie Ihren Namen an.',
  passwordTooShort: 'Das Passwort ist zu kurz. Es muss mindestens 8 Zeichen lang sein.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  privacyMissing: 'Sie müssen der Datenschutzerklärung zustimmen um sich registrieren zu können.',
  success: 'Registrierung erfolgreich. Bitte prüfen Sie Ihr Email Postfach.',
  successNext: 'Wir haben Ihnen eine E-Mail mit einem Link geschickt. Öffnen Sie ihn, um Ihr Konto zu aktivieren – danach geht es dort weiter, wo Sie sich registriert haben.',
  successLogin: 'Zum Login',
  exists: 'Es existiert bereits ein Account mit dieser Email Adresse.',
  noemail: 'Sie haben keine gültige Email Adresse angegeben.',
  error: 'Es ist ein Fehler bei der Registrierung aufgetreten.',
  failed: 'Registrierung fehlgeschlagen',
} as const;

export const activation = {
  successTitle: 'Aktivierung erfolgreich',
  successText: 'Die Aktivierung war erfolgreich. Sie können sich jetzt anmelden.',
  successLoggedIn: 'Die Aktivierung war erfolgreich. Ihr Konto ist aktiv, und Sie sind angemeldet.',
  toMap: 'Zur Karte',
  back: 'Zurück zur Seite, auf der Sie sich registriert haben',
  loginTitle: 'Login',
  failureTitle: 'Aktivierung fehlgeschlagen',
  failureText: 'Die Aktivierung war leider nicht erfolgreich. Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
  contactSupport: 'Bitte wenden Sie sich an unseren Support:',
  contactSupportNoAddress: 'Bitte wenden Sie sich an unseren Support. Die Kontaktdaten finden Sie im Impressum.',
  imprint: 'Zum Impressum',
  registerAgain: 'Erneut registrieren',
  resetPassword: 'Passwort zurücksetzen',
} as const;

export const activateAccount = {
  title: 'Konto aktivieren',
  intro: 'Fast geschafft: Geben Sie zur Bestätigung das Passwort ein, das Sie bei der Registrierung gewählt haben. Danach ist Ihr Konto aktiv, und Sie sind angemeldet.',
  password: 'Passwort',
  submit: 'Konto aktivieren',
  sending: 'Wird aktiviert …',
} as const;

export const confirmPassword = {
  title: 'Passwortänderung bestätigen',
  intro: 'Sie haben ein neues Passwort angefordert. Geben Sie es zur Bestätigung hier noch einmal ein. Erst dann wird es gültig; dabei werden Sie auf allen Geräten abgemeldet.',
  password: 'Neues Passwort',
  submit: 'Passwort bestätigen',
  sending: 'Wird bestätigt …',
  success: 'Ihr neues Passwort ist jetzt gültig. Sie wurden auf allen Geräten abgemeldet und können sich mit dem neuen Passwort anmelden.',
  toLogin: 'Zum Login',
  invalid: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Ein Link zum Zurücksetzen gilt 30 Minuten.',
  resetAgain: 'Passwort erneut zurücksetzen',
} as const;

export const passwordStrength = {
  label: 'Passwortstärke',
  // The levels 0–4 of zxcvbn's score.
  level0: 'sehr schwach',
  level1: 'schwach',
  level2: 'mäßig',
  level3: 'gut',
  level4: 'sehr gut',
  tooWeak: 'zu leicht zu erraten. Längere Passwörter aus mehreren Wörtern sind sicher und gut zu merken.',
} as const;

export const linkForm = {
  passwordMissing: 'Bitte geben Sie das Passwort ein.',
  failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
} as const;

export const resetPassword = {
  title: 'Passwort zurücksetzen',
  intro: 'Geben Sie Ihre Email Adresse und ein neues Passwort ein. Wir schicken Ihnen eine Email mit einem Link; dort geben Sie das neue Passwort zur Bestätigung noch einmal ein.',
  email: 'E-Mail',
  password: 'Neues Passwort',
  passwordHint: 'Mindestens 8 Zeichen.',
  repeat: 'Passwort wiederholen',
  submit: 'Passwort zurücksetzen',
  sending: 'Wird gesendet …',
  emailMissing: 'Sie haben Ihre Email-Adresse nicht angegeben,',
  passwordMismatch: 'Die Passwörter stimmen nicht überein',
  passwordTooShort: 'Das Passwort ist zu kurz. Es muss aus mindestens 8 Zeichen bestehen.',
  success: 'Wir haben Ihnen eine Email geschickt. Bitte öffnen Sie innerhalb von 30 Minuten den Link in der Email und geben Sie dort das neue Passwort noch einmal ein, um es zu aktivieren.',
  error: 'Das Passwort konnte nicht zurückgesetzt werden.',
  back: 'Zurück',
  toLogin: 'Zum Login',
} as const;

/** Signing in with a passkey (docs/product.md §14). */
export const passkeyLogin = {
  button: 'Mit Passkey anmelden',
  or: 'oder',
  failed: 'Die Anmeldung mit dem Passkey ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
  cancelled: 'Die Anmeldung mit dem Passkey wurde abgebrochen.',
} as const;
