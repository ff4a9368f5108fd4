/** Prose of the topic pages /#/fahrrad, /#/gewaesser, /#/infrastruktur (docs/product.md §2.3), loaded
 *  with those screens; their short labels, which menus show, are in i18n/de/landing.ts. */
export const topicTexts = {
  helpSteps: [
    'Melden Sie sich an oder registrieren Sie sich – das dauert nur eine Minute.',
    'Öffnen Sie die Karte und wählen Sie eine Kategorie.',
    'Setzen Sie mit einem Doppelklick (auf dem Telefon: lange drücken) einen Marker an die richtige Stelle.',
    'Beantworten Sie die Fragen und speichern Sie Ihren Eintrag. Er erscheint sofort auf der Karte.',
  ],
  fahrrad: {
    lead: 'Wo fährt es sich gut, wo wird es gefährlich, wo fehlt ein Abstellplatz? Gemeinsam machen wir den Radverkehr in unserer Stadt sicherer und bequemer.',
    project: [
      'Immer mehr Menschen sind mit dem Fahrrad unterwegs: zur Arbeit, zur Schule, zum Einkaufen und in der Freizeit. Wer täglich radelt, kennt die Stellen, an denen Radwege plötzlich enden, Autos zu dicht überholen oder Ampeln zu lange auf Rot stehen.',
      'Mit der Mitmachkarte sammeln wir dieses Wissen: Gefahrenstellen, Lücken im Radwegenetz, fehlende Abstellanlagen, aber auch gelungene Beispiele. Die Einträge helfen Verwaltung, Politik und Verbänden, Maßnahmen gezielt dort zu planen, wo sie am meisten bewirken.',
    ],
    apps: 'Beiträge können Sie bequem im Browser auf dem Computer, Tablet oder Telefon erfassen – eine Installation ist nicht nötig. Den Ort setzen Sie direkt auf der Karte.',
    maps: 'Auf der Karte sehen Sie alle öffentlichen Beiträge zur Fahrradmobilität. Kommentieren Sie Beiträge anderer und zeigen Sie mit Daumen hoch oder runter, was Ihnen wichtig ist.',
  },
  gewaesser: {
    lead: 'Unser Fluss prägt die Stadt: als Lebensraum, als Erholungsort und als Hochwasserrisiko. Helfen Sie mit, ihn zu beobachten und zu schützen.',
    project: [
      'Der Fluss und seine Bäche durchziehen die ganze Stadt. Viele Abschnitte sind begradigt, verbaut oder verrohrt; andere wurden renaturiert und sind heute wieder Lebensraum für Eisvogel, Bachforelle und Libellen.',
      'Bürgerinnen und Bürger melden, was sie am Wasser beobachten: Wasserstand und Trübung, Müll und Einleitungen, Tiere und Pflanzen, den Zustand der Ufer. So entsteht ein gemeinsames Bild vom Zustand unserer Stadtgewässer, das Fachleuten hilft, Probleme früh zu erkennen.',
    ],
    apps: 'Mit der Gewässer-App erfassen Sie Beobachtungen direkt am Ufer, auch mit Foto. Im Browser funktioniert das ebenso auf dem Computer wie auf dem Telefon.',
    maps: 'Die Karte zeigt alle Beobachtungen entlang des Flusses und seiner Bäche. Wählen Sie einen Punkt aus, um die Angaben, Fotos und Kommentare zu sehen.',
  },
  infrastruktur: {
    lead: 'Straßen, Gehwege, Haltestellen, Beleuchtung und Spielplätze: Melden Sie, was in Ihrem Viertel gut funktioniert und wo etwas fehlt.',
    project: [
      'Eine Stadt lebt von ihrer Infrastruktur. Ob ein Gehweg barrierefrei ist, eine Haltestelle ein Dach hat oder eine Straßenlaterne funktioniert, merken die Menschen vor Ort meist zuerst.',
      'Mit der Mitmachkarte sammeln wir Hinweise und Ideen zur städtischen Infrastruktur. Zusätzlich möchten wir wissen, wie Sie die Straßenbahn nutzen: Die kurze Umfrage dauert nur zwei Minuten.',
    ],
    surveyTitle: 'Umfrage zur Straßenbahnnutzung',
    surveyText: 'Wofür nutzen Sie die Straßenbahn, und wie gut sind Sie angebunden? Ihre Antworten sind anonym.',
  },
} as const;
