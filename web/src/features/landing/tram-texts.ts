/** Texts of the tram-extension participation /#/strassenbahnausbau (docs/product.md §2.4), loaded
 *  with its screen. */
export const tramTexts = {
  title: 'Straßenbahnausbau',
  lead: 'Die Straßenbahn soll wachsen. Sagen Sie uns, was an der geplanten Strecke gut ist, was Ihnen fehlt und welche Ideen Sie haben.',
  introTitle: 'Worum es geht',
  intro: [
    'Die Stadt plant, das Straßenbahnnetz zu erweitern und neue Stadtteile direkt anzubinden. Bevor die Planung festgelegt wird, möchten wir wissen, wie Sie die Strecke und ihre Umgebung erleben.',
    'Ihre Beiträge werden den zentralen Räumen entlang der Strecke zugeordnet – etwa der Innenstadt, dem Hauptbahnhof oder der Universität. So sehen Planerinnen und Planer auf einen Blick, wo Stärken liegen, wo es hakt und welche Vorschläge es gibt.',
  ],
  kindsTitle: 'Drei Arten von Beiträgen',
  kinds: [
    { name: 'Stärke', text: 'Was funktioniert gut und soll erhalten bleiben?' },
    { name: 'Schwäche', text: 'Wo gibt es Probleme, Gefahren oder Lücken?' },
    { name: 'Idee', text: 'Was schlagen Sie vor, um die Strecke besser zu machen?' },
  ],
  hintsTitle: 'So machen Sie mit',
  hints: [
    'Öffnen Sie die Karte zum Straßenbahnausbau.',
    'Klicken Sie auf „Neuer Eintrag“ und wählen Sie Stärke, Schwäche oder Idee.',
    'Setzen Sie mit einem Doppelklick (auf dem Telefon: lange drücken) einen Marker an die passende Stelle.',
    'Ordnen Sie Ihren Beitrag einem zentralen Raum zu, geben Sie ihm einen Titel und beschreiben Sie ihn kurz.',
    'Bewerten Sie die Beiträge anderer mit Daumen hoch oder runter und kommentieren Sie sie (dafür melden Sie sich an).',
  ],
  toMap: 'Zur Karte Straßenbahnausbau',
  toMapShort: 'Jetzt Beitrag auf der Karte setzen',
  rulesTitle: 'Gut zu wissen',
  rules: 'Alle Beiträge sind öffentlich sichtbar. Bitte bleiben Sie sachlich und nennen Sie keine Namen oder Kontaktdaten anderer Personen. Beiträge, die gegen diese Regeln verstoßen, entfernen wir.',
} as const;
