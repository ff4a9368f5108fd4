/** The server's messages about a project's webhooks (docs/product.md §24.6), in German (i18n/de/messages.ts). */
export const webhooks = {
  webhookNotFound: 'Diesen Webhook gibt es nicht (mehr).',
  webhookDeleted: 'Der Webhook wurde gelöscht.',
  webhookUrlInvalid: 'Bitte geben Sie eine vollständige Adresse an, z. B. https://beispiel.de/webhook (ohne Benutzername und Passwort).',
  webhookUrlHttps: 'Webhooks werden nur an Adressen mit https:// gesendet.',
  webhookUrlPrivate: 'Webhooks werden nicht an lokale oder private Adressen gesendet.',
  webhookEventUnknown: 'Das Ereignis „{event}“ gibt es nicht.',
  webhookEventsMissing: 'Bitte wählen Sie mindestens ein Ereignis.',
  webhookLimit: 'Dieses Projekt hat bereits {max} Webhooks. Bitte löschen Sie zuerst einen.',
};
