/** The demo organisation's page texts (docs/product.md §15, §17.3): the landing page of the water
 *  app, the topic pages on bicycle mobility, the city's waters and infrastructure, and the
 *  tram-extension participation and the privacy notice's newsletter and social-media parts, as
 *  Markdown by the keys of the contract's PAGE_CONTENT. The
 *  seed gives them to the demo organisation, and the migration 2026_11_26_0600_page_content to an
 *  existing default organisation that has none. */

const steps = (lines: readonly string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');
const paragraphs = (lines: readonly string[]) => lines.join('\n\n');

const TOPIC_HELP = steps([
  'Melden Sie sich an oder registrieren Sie sich – das dauert nur eine Minute.',
  'Öffnen Sie die Karte und wählen Sie eine Kategorie.',
  'Setzen Sie mit einem Doppelklick (auf dem Telefon: lange drücken) einen Marker an die richtige Stelle.',
  'Beantworten Sie die Fragen und speichern Sie Ihren Eintrag. Er erscheint sofort auf der Karte.',
]);

export const DEMO_PAGE_CONTENT: Readonly<Record<string, string>> = Object.freeze({
  'start.lead': 'Gemeinsam für saubere Bäche, Flüsse und Seen: Melden Sie, was Ihnen an Gewässern in Ihrer Umgebung auffällt.',
  'start.project': paragraphs([
    'Bürgerinnen und Bürger beobachten die Gewässer vor ihrer Haustür: Wasserstand, Trübung, Schaum, Müll, Einleitungen oder den Zustand der Ufer. Jede Beobachtung landet als Punkt auf einer öffentlichen Karte.',
    'So entsteht ein gemeinsames Bild vom Zustand der Gewässer, das Fachleuten, Verwaltung und Naturschutz hilft, Probleme früh zu erkennen und zu handeln.',
  ]),
  'start.app': 'Mit der mobilen App erfassen Sie Beobachtungen direkt am Gewässer: Ort auf der Karte markieren, Kategorie wählen, ein paar Fragen beantworten, fertig.',
  'start.appBrowser': 'Sie können Beobachtungen auch ohne App hier im Browser erfassen.',
  'start.recordLink': 'Jetzt Beobachtung erfassen',
  'start.mapTitle': 'Karte der Beobachtungen',
  'start.mapText': 'Jeder Marker steht für eine Beobachtung, die Bürgerinnen und Bürger gemeldet haben.',
  'start.help': steps([
    'Öffnen Sie die Karte und wählen Sie eine Kategorie, zum Beispiel Wasserqualität oder Uferzustand.',
    'Setzen Sie mit einem Doppelklick einen Marker an die Stelle Ihrer Beobachtung.',
    'Beantworten Sie die Fragen und speichern Sie den Eintrag. Er erscheint sofort auf der Karte.',
  ]),

  'fahrrad.title': 'Fahrradmobilität',
  'fahrrad.lead': 'Wo fährt es sich gut, wo wird es gefährlich, wo fehlt ein Abstellplatz? Gemeinsam machen wir den Radverkehr in unserer Stadt sicherer und bequemer.',
  'fahrrad.project': paragraphs([
    'Immer mehr Menschen sind mit dem Fahrrad unterwegs: zur Arbeit, zur Schule, zum Einkaufen und in der Freizeit. Wer täglich radelt, kennt die Stellen, an denen Radwege plötzlich enden, Autos zu dicht überholen oder Ampeln zu lange auf Rot stehen.',
    'Mit der Mitmachkarte sammeln wir dieses Wissen: Gefahrenstellen, Lücken im Radwegenetz, fehlende Abstellanlagen, aber auch gelungene Beispiele. Die Einträge helfen Verwaltung, Politik und Verbänden, Maßnahmen gezielt dort zu planen, wo sie am meisten bewirken.',
  ]),
  'fahrrad.apps': 'Beiträge können Sie bequem im Browser auf dem Computer, Tablet oder Telefon erfassen – eine Installation ist nicht nötig. Den Ort setzen Sie direkt auf der Karte.',
  'fahrrad.maps': 'Auf der Karte sehen Sie alle öffentlichen Beiträge zur Fahrradmobilität. Kommentieren Sie Beiträge anderer und zeigen Sie mit Daumen hoch oder runter, was Ihnen wichtig ist.',
  'fahrrad.help': TOPIC_HELP,

  'gewaesser.title': 'Stadtgewässer',
  'gewaesser.lead': 'Unser Fluss prägt die Stadt: als Lebensraum, als Erholungsort und als Hochwasserrisiko. Helfen Sie mit, ihn zu beobachten und zu schützen.',
  'gewaesser.project': paragraphs([
    'Der Fluss und seine Bäche durchziehen die ganze Stadt. Viele Abschnitte sind begradigt, verbaut oder verrohrt; andere wurden renaturiert und sind heute wieder Lebensraum für Eisvogel, Bachforelle und Libellen.',
    'Bürgerinnen und Bürger melden, was sie am Wasser beobachten: Wasserstand und Trübung, Müll und Einleitungen, Tiere und Pflanzen, den Zustand der Ufer. So entsteht ein gemeinsames Bild vom Zustand unserer Stadtgewässer, das Fachleuten hilft, Probleme früh zu erkennen.',
  ]),
  'gewaesser.apps': 'Mit der Gewässer-App erfassen Sie Beobachtungen direkt am Ufer, auch mit Foto. Im Browser funktioniert das ebenso auf dem Computer wie auf dem Telefon.',
  'gewaesser.maps': 'Die Karte zeigt alle Beobachtungen entlang des Flusses und seiner Bäche. Wählen Sie einen Punkt aus, um die Angaben, Fotos und Kommentare zu sehen.',
  'gewaesser.help': TOPIC_HELP,

  'infrastruktur.title': 'Stadtinfrastruktur',
  'infrastruktur.lead': 'Straßen, Gehwege, Haltestellen, Beleuchtung und Spielplätze: Melden Sie, was in Ihrem Viertel gut funktioniert und wo etwas fehlt.',
  'infrastruktur.project': paragraphs([
    'Eine Stadt lebt von ihrer Infrastruktur. Ob ein Gehweg barrierefrei ist, eine Haltestelle ein Dach hat oder eine Straßenlaterne funktioniert, merken die Menschen vor Ort meist zuerst.',
    'Mit der Mitmachkarte sammeln wir Hinweise und Ideen zur städtischen Infrastruktur. Zusätzlich möchten wir wissen, wie Sie die Straßenbahn nutzen: Die kurze Umfrage dauert nur zwei Minuten.',
  ]),
  'infrastruktur.surveyTitle': 'Umfrage zur Straßenbahnnutzung',
  'infrastruktur.surveyText': 'Wofür nutzen Sie die Straßenbahn, und wie gut sind Sie angebunden? Ihre Antworten sind anonym.',
  'infrastruktur.help': TOPIC_HELP,

  'strassenbahn.title': 'Straßenbahnausbau',
  'strassenbahn.lead': 'Die Straßenbahn soll wachsen. Sagen Sie uns, was an der geplanten Strecke gut ist, was Ihnen fehlt und welche Ideen Sie haben.',
  'strassenbahn.toMap': 'Zur Karte Straßenbahnausbau',
  'strassenbahn.intro': paragraphs([
    'Die Stadt plant, das Straßenbahnnetz zu erweitern und neue Stadtteile direkt anzubinden. Bevor die Planung festgelegt wird, möchten wir wissen, wie Sie die Strecke und ihre Umgebung erleben.',
    'Ihre Beiträge werden den zentralen Räumen entlang der Strecke zugeordnet – etwa der Innenstadt, dem Hauptbahnhof oder der Universität. So sehen Planerinnen und Planer auf einen Blick, wo Stärken liegen, wo es hakt und welche Vorschläge es gibt.',
  ]),
  'strassenbahn.kindsTitle': 'Drei Arten von Beiträgen',
  'strassenbahn.kind1Title': 'Stärke',
  'strassenbahn.kind1': 'Was funktioniert gut und soll erhalten bleiben?',
  'strassenbahn.kind2Title': 'Schwäche',
  'strassenbahn.kind2': 'Wo gibt es Probleme, Gefahren oder Lücken?',
  'strassenbahn.kind3Title': 'Idee',
  'strassenbahn.kind3': 'Was schlagen Sie vor, um die Strecke besser zu machen?',
  'strassenbahn.hints': steps([
    'Öffnen Sie die Karte zum Straßenbahnausbau.',
    'Klicken Sie auf „Neuer Eintrag“ und wählen Sie Stärke, Schwäche oder Idee.',
    'Setzen Sie mit einem Doppelklick (auf dem Telefon: lange drücken) einen Marker an die passende Stelle.',
    'Ordnen Sie Ihren Beitrag einem zentralen Raum zu, geben Sie ihm einen Titel und beschreiben Sie ihn kurz.',
    'Bewerten Sie die Beiträge anderer mit Daumen hoch oder runter und kommentieren Sie sie (dafür melden Sie sich an).',
  ]),
  // The demo's privacy notice keeps the parts the first product had for every site (docs/product.md §2.20).
  'datenschutz.newsletter': paragraphs([
    'Die Mitmachkarte selbst versendet keinen Newsletter. Bietet der Betreiber einen Newsletter an, erhalten Sie ihn nur mit Ihrer ausdrücklichen Einwilligung und nach Bestätigung Ihrer E-Mail-Adresse (Double-Opt-In). Sie können ihn jederzeit über den Link in jeder Ausgabe abbestellen.',
    'Nach der Abmeldung bewahren wir Ihre Adresse bis zu 3 Jahre auf, um die frühere Einwilligung nachweisen zu können (Art. 6 Abs. 1 lit. f DSGVO), und löschen sie danach.',
  ]),
  'datenschutz.socialMedia': paragraphs([
    'Der Betreiber kann Auftritte in sozialen Netzwerken unterhalten, um über die Projekte zu informieren. Wenn Sie diese besuchen, verarbeitet das jeweilige Netzwerk Ihre Daten nach seinen eigenen Datenschutzbestimmungen, oft auch für Werbung und in Staaten außerhalb der EU. Soweit wir dort gemeinsam mit dem Netzwerk verantwortlich sind (Art. 26 DSGVO), richten Sie Anfragen am besten direkt an das Netzwerk; wir leiten Ihr Anliegen aber auch weiter.',
    'Die Mitmachkarte selbst bindet keine Plugins sozialer Netzwerke ein.',
  ]),
  'strassenbahn.rules': 'Alle Beiträge sind öffentlich sichtbar. Bitte bleiben Sie sachlich und nennen Sie keine Namen oder Kontaktdaten anderer Personen. Beiträge, die gegen diese Regeln verstoßen, entfernen wir.',
});
