/** The privacy notice's German (docs/product.md §2.20), loaded with its screen; built from the
 *  settings by privacy-page.tsx. The binding text: its translations (privacy-texts.<language>.ts,
 *  §23.6) are loaded only for their language and say that this German is binding. */
export const privacyTexts = {
  chairperson: 'Vertreten durch',
  phone: 'Telefon',
  email: 'E-Mail',
  missing: 'noch nicht hinterlegt',
  privacyTitle: 'Datenschutzerklärung',
  privacyLead: 'Wir nehmen den Schutz Ihrer Daten ernst. Diese Erklärung sagt Ihnen, welche personenbezogenen Daten die Mitmachkarte verarbeitet, wozu, wie lange und welche Rechte Sie haben.',
  contents: 'Inhalt',
  controllerTitle: 'Verantwortlicher',
  controllerText: 'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
  cookieName: 'Name',
  cookieKind: 'Art',
  cookiePurpose: 'Zweck',
  cookieLifetime: 'Speicherdauer',
  cookieTableCaption: 'Cookies und lokal gespeicherte Einträge dieser Website',
  cookies: [
    {
      name: 'mk_session (über HTTPS: __Host-mk_session)', kind: 'Cookie, technisch notwendig',
      purpose: 'Hält Ihre Sitzung: erkennt Sie nach der Anmeldung wieder. Enthält nur eine Zufallszahl; nicht per Skript lesbar (HttpOnly).',
      lifetime: 'Ohne Anmeldung bis zum Schließen des Browsers; nach der Anmeldung höchstens 7 Tage, die Sitzung endet nach 2 Stunden ohne Aktivität oder beim Abmelden.',
    },
    {
      name: 'XSRF-TOKEN', kind: 'Cookie, technisch notwendig',
      purpose: 'Schutz vor gefälschten Anfragen anderer Websites (Cross-Site-Request-Forgery): ein aus der Sitzung abgeleiteter Prüfwert, den die Seite bei jeder Änderung mitsendet.',
      lifetime: 'Bis zum Schließen des Browsers.',
    },
    {
      name: 'cookie-accepted', kind: 'Lokaler Speicher (localStorage) Ihres Browsers',
      purpose: 'Merkt sich, dass Sie den Cookie-Hinweis bestätigt haben, damit er nicht erneut erscheint. Wird nicht an uns übertragen.',
      lifetime: 'Bis Sie die Websitedaten in Ihrem Browser löschen.',
    },
    {
      name: 'survey-done', kind: 'Lokaler Speicher (localStorage) Ihres Browsers',
      purpose: 'Merkt sich, dass Sie die Umfrage bereits beantwortet haben. Wird nicht an uns übertragen.',
      lifetime: 'Bis Sie die Websitedaten in Ihrem Browser löschen.',
    },
  ],
  /** The periods of the storage limitation as the server states them (GET /retention,
   *  docs/product.md §17.8), as items of the section 'loeschung'. */
  retention: {
    projects: (months: number, deletePhotos: boolean) => `${months === 1 ? 'Einen Monat' : `${months} Monate`} nach dem Abschluss eines Beteiligungsprojekts anonymisieren wir seine Beiträge: Einträge und Kommentare bleiben ohne Ihren Namen sichtbar, Stimmen nur als Zahl. Benachrichtigungen zu den Einträgen, die Angaben von Meldenden mit ihren Notizen und die Originalfotos mit ihren Metadaten (etwa dem Aufnahmeort) löschen wir; ${deletePhotos ? 'auch die veröffentlichten Fotos löschen wir.' : 'die veröffentlichten, verkleinerten Fotos ohne Metadaten bleiben.'}`,
    projectsKept: 'Beiträge zu Beteiligungsprojekten bewahren wir auf, solange das Projekt besteht.',
    projectsOwn: 'Ein Projekt kann eine eigene Frist haben, etwa wenn es archiviert werden muss; seine Projektseite nennt sie.',
    accounts: (warnMonths: number, deleteMonths: number) => `Konten, mit denen sich ${warnMonths} Monate lang niemand angemeldet hat, löschen wir. Zuvor erinnern wir Sie per E-Mail; melden Sie sich innerhalb von ${deleteMonths === 1 ? 'einem Monat' : `${deleteMonths} Monaten`} danach an, bleibt Ihr Konto erhalten.`,
    accountsKept: 'Ihr Konto löschen wir nicht wegen fehlender Nutzung; Sie können es jederzeit selbst löschen.',
  },
  sections: [
    {
      id: 'datenarten', title: 'Arten der verarbeiteten Daten',
      paragraphs: ['Wir verarbeiten nur die Daten, die für die Nutzung der Mitmachkarte nötig sind:'],
      items: [
        'Bestandsdaten bei der Registrierung: E-Mail-Adresse, Name und Passwort (das Passwort nur als nicht umkehrbarer Hashwert).',
        'Inhaltsdaten: Ihre Einträge auf der Karte (Ort, Antworten auf die Fragen, Fotos), Kommentare und Bewertungen (Daumen hoch oder runter).',
        'Freiwillige Angaben zu Ihrer Person, wenn der Betreiber Profilfragen stellt (zum Beispiel Stadtteil oder Altersgruppe): nur mit Konto, getrennt von Ihren Beiträgen gespeichert und nur zusammengezählt je Projekt ausgewertet, Gruppen unter 5 Personen ohne Zahl (Art. 6 Abs. 1 lit. a DSGVO). Sie ändern oder löschen sie jederzeit im Profil unter „Angaben zu meiner Person“; sie sind Teil Ihres Datenexports und werden mit Ihrem Konto gelöscht.',
        'Nutzungsdaten: Sitzungsdaten (Beginn, letzte Aktivität, Ablauf), Ihre Einstellungen wie das zuletzt gewählte Projekt.',
        'Umfragedaten: Ihre Antworten auf Umfragen, ohne Bezug zu Ihrer Person oder Ihrem Konto.',
        'Verbindungsdaten: die IP-Adresse Ihres Geräts, Datum und Uhrzeit, aufgerufene Adresse und Browserkennung, die bei jedem Aufruf technisch anfallen.',
      ],
    },
    {
      id: 'zwecke', title: 'Zwecke der Verarbeitung',
      items: [
        'Bereitstellung der Website, der Karte und ihrer Funktionen.',
        'Anmeldung, Verwaltung Ihres Kontos und Versand der dafür nötigen E-Mails (Aktivierung, Passwort zurücksetzen).',
        'Veröffentlichung Ihrer Beiträge auf der Karte, damit andere sie sehen, bewerten und kommentieren können (Bürgerbeteiligung).',
        'Auswertung der Beiträge und anonymer Umfragen für die Planung der beteiligten Projekte.',
        'Sicherheit und Stabilität des Betriebs, Abwehr von Missbrauch und Angriffen.',
      ],
    },
    {
      id: 'rechtsgrundlagen', title: 'Rechtsgrundlagen',
      items: [
        'Art. 6 Abs. 1 lit. b DSGVO (Vertrag): Registrierung, Konto und die Nutzung der Mitmachkarte, die Sie mit der Registrierung anfordern.',
        'Art. 6 Abs. 1 lit. a DSGVO (Einwilligung): das Veröffentlichen eigener Beiträge, Kommentare und Fotos; Sie können die Einwilligung jederzeit für die Zukunft widerrufen.',
        'Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse): sicherer und stabiler Betrieb, Server-Logfiles und Schutz vor Missbrauch.',
        '§ 25 Abs. 2 Nr. 2 TDDDG: technisch notwendige Cookies und Einträge im lokalen Speicher, ohne die die Website nicht wie gewünscht funktioniert.',
      ],
    },
    {
      id: 'sicherheit', title: 'Sicherheitsmaßnahmen',
      paragraphs: [
        'Wir treffen technische und organisatorische Maßnahmen nach dem Stand der Technik: verschlüsselte Übertragung (HTTPS), Passwörter nur als gesalzener Hashwert, zufällige Sitzungskennungen, Schutz vor gefälschten Anfragen, Begrenzung wiederholter Anmelde- und Registrierungsversuche sowie Zugriffsrechte, die auf dem Server für jede Anfrage geprüft werden.',
        'Aus hochgeladenen Fotos entfernen wir in den angezeigten Fassungen Metadaten wie den Aufnahmeort.',
      ],
    },
    {
      id: 'uebermittlung', title: 'Übermittlung an Dritte',
      paragraphs: [
        'Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter. Eine Übermittlung erfolgt nur, soweit sie für den Betrieb nötig ist (Hosting, E-Mail-Versand, Kartendienst; siehe unten), gesetzlich vorgeschrieben ist oder Sie eingewilligt haben.',
        'Ihre Beiträge auf der Karte sind öffentlich; Projektpartner (zum Beispiel die planende Verwaltung) erhalten sie für die Auswertung, ohne Ihre E-Mail-Adresse. Eine Übermittlung in Staaten außerhalb der EU findet nicht statt, es sei denn, ein Angemessenheitsbeschluss oder geeignete Garantien nach Art. 44 ff. DSGVO liegen vor.',
      ],
    },
    {
      id: 'rechte', title: 'Rechte der betroffenen Personen',
      paragraphs: ['Sie haben gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:'],
      items: [
        'Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO) und Löschung (Art. 17 DSGVO).',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO) und Datenübertragbarkeit (Art. 20 DSGVO).',
        'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO).',
        'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO), etwa der Behörde Ihres Wohnorts oder unseres Sitzes.',
      ],
      after: 'Auskunft und Datenübertragbarkeit erhalten Sie selbst im Profil unter „Meine Daten herunterladen“, die Löschung unter „Konto löschen“. Für alle Anliegen genügt außerdem eine formlose Nachricht an die oben genannte Kontaktadresse.',
    },
    {
      id: 'cookies', title: 'Cookies und lokale Speicherung',
      paragraphs: [
        'Cookies sind kleine Textdateien, die Ihr Browser speichert. Die Mitmachkarte setzt ausschließlich technisch notwendige Cookies und Einträge im lokalen Speicher Ihres Browsers; Tracking-, Analyse- oder Werbe-Cookies verwenden wir nicht. Es handelt sich um genau diese:',
      ],
      after: 'Sie können Cookies in Ihrem Browser jederzeit löschen oder sperren. Ohne das Sitzungs-Cookie ist eine Anmeldung nicht möglich.',
    },
    {
      id: 'loeschung', title: 'Löschung von Daten und Speicherdauer',
      paragraphs: ['Wir löschen Daten, sobald sie für ihren Zweck nicht mehr nötig sind und keine gesetzliche Aufbewahrungspflicht besteht. Im Einzelnen:'],
      items: [
        'IP-Adressen werden spätestens nach 7 Tagen gelöscht oder anonymisiert. Die Mitmachkarte selbst speichert keine vollständige IP-Adresse: Protokolleinträge enthalten höchstens das gekürzte Netz (bei IPv4 die ersten drei, bei IPv6 die ersten drei Blöcke).',
        'Server-Logfiles werden höchstens 7 Tage aufbewahrt.',
        'Sitzungen enden nach 2 Stunden ohne Aktivität, spätestens nach 7 Tagen oder beim Abmelden.',
        'Links zur Aktivierung sind 24 Stunden gültig, Links zum Bestätigen eines neuen Passworts 30 Minuten. Konten, die nie aktiviert wurden, löschen wir nach 30 Tagen.',
        'Hochgeladene Fotos, die nach 24 Stunden zu keinem Eintrag gehören, werden gelöscht.',
        'Wenn Sie Ihr Konto löschen (selbst im Profil oder auf Anfrage), löschen wir es mit Ihren Einstellungen, Sitzungen und Stimmen. Ihre Punkte und Kommentare bleiben als Teil der Beteiligung ohne Bezug zu Ihrem Konto erhalten (anonymisiert; von Fotos werden die Metadaten wie der Aufnahmeort entfernt), sofern der Betreiber nicht eingestellt hat, dass sie mit dem Konto gelöscht werden, oder Sie deren Löschung verlangen.',
      ],
    },
    {
      id: 'registrierung', title: 'Registrierung und Nutzerkonto',
      paragraphs: [
        'Für die Registrierung benötigen wir Ihre E-Mail-Adresse, einen Namen (gern ein Pseudonym) und ein Passwort. Wir senden Ihnen einen Aktivierungslink; erst danach können Sie sich anmelden. Der Name erscheint bei Ihren Kommentaren. Die E-Mail-Adresse sehen nur die Administration und Personen, die Projekte verwalten, wenn sie Sie zum Team eines Projekts hinzufügen.',
        'Hat der Betreiber Nutzungsbedingungen oder eine Netiquette hinterlegt, speichern wir bei der Registrierung und bei jeder erneuten Zustimmung nach einer Änderung, welche Fassung Sie akzeptiert haben und wann (Art. 6 Abs. 1 lit. b DSGVO). Diese Angaben sind Teil Ihres Datenexports und werden mit Ihrem Konto gelöscht.',
        'Sie können Ihr Konto jederzeit im Profil löschen und dort alle Ihre Daten herunterladen; eine formlose Nachricht an die Kontaktadresse genügt ebenso.',
      ],
    },
    {
      id: 'hosting', title: 'Hosting',
      paragraphs: [
        'Die Mitmachkarte läuft auf Servern in der Europäischen Union, die wir selbst betreiben oder bei einem Hosting-Anbieter mieten. Mit einem Anbieter schließen wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO; er verarbeitet die Daten nur nach unserer Weisung. Datenbank, Fotos und E-Mails liegen auf diesen Servern; E-Mails versenden wir über unseren eigenen oder einen beauftragten Mailserver.',
      ],
    },
    {
      id: 'server-logfiles', title: 'Server-Logfiles',
      paragraphs: [
        'Bei jedem Aufruf übermittelt Ihr Browser technisch notwendige Daten. Unser Server protokolliert zur Fehlersuche und Abwehr von Angriffen Datum und Uhrzeit, die aufgerufene Adresse (ohne Parameter), den Statuscode und das gekürzte Netz Ihrer IP-Adresse – niemals die vollständige Adresse.',
        'Die Logfiles werden höchstens 7 Tage aufbewahrt und danach gelöscht. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
      ],
    },
    {
      id: 'drittanbieter', title: 'Einbindung von Inhalten Dritter',
      paragraphs: ['Wir binden nur Inhalte Dritter ein, die für die Funktion nötig sind:'],
      subsections: [
        { id: 'videos', title: 'Videos', text: 'Die Mitmachkarte bindet keine Videos von Plattformen Dritter ein.' },
        { id: 'schriftarten', title: 'Schriftarten', text: 'Es werden keine Schriftarten von fremden Servern geladen; alle Schriften und Symbole liefert unser eigener Server aus oder sie stammen von Ihrem Gerät.' },
        { id: 'teilen', title: 'Teilen in sozialen Netzwerken', text: 'Es gibt keine Teilen-Schaltflächen, die beim Aufruf Daten an soziale Netzwerke senden. Wenn Sie einen Link selbst teilen, geschieht das über Ihr eigenes Konto beim jeweiligen Dienst.' },
      ],
    },
  ],
  /** The maps' tiles: loaded by the browser from the service TILE_URL names (its host), with the
   *  OpenStreetMap Foundation's address when it is theirs. */
  mapsTitle: 'Karten',
  maps: (host: string, osm: boolean) => `Die Kartenbilder (Kacheln) lädt Ihr Browser direkt vom Kartendienst ${host}${osm ? ' der OpenStreetMap Foundation (St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich; für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der EU-Kommission)' : ''}. Dabei erhält der Dienst Ihre IP-Adresse und die angezeigten Kartenausschnitte, da er die Bilder sonst nicht senden könnte. Rechtsgrundlage ist unser berechtigtes Interesse an einer funktionierenden Karte (Art. 6 Abs. 1 lit. f DSGVO). Ihre Beiträge selbst werden nicht an den Kartendienst übermittelt.`,
  mapsOwn: 'Die Kartenbilder (Kacheln) liefert unser eigener Server aus; dabei erhält kein Dritter Daten.',
  /** The address search: the server asks the service GEOCODER_URL names (its host), or it is off. */
  searchTitle: 'Adresssuche',
  search: (host: string, osm: boolean) => `Wenn Sie über der Karte eine Adresse suchen, schickt unser Server den Suchbegriff und den angezeigten Kartenausschnitt an den Suchdienst ${host}${osm ? ' (Nominatim der OpenStreetMap Foundation, Anschrift wie oben)' : ''}. Ihre IP-Adresse erhält der Dienst dabei nicht, denn die Anfrage kommt von unserem Server. Schreiben Sie bitte keine persönlichen Angaben in das Suchfeld. Rechtsgrundlage ist unser berechtigtes Interesse an einer auffindbaren Karte (Art. 6 Abs. 1 lit. f DSGVO).`,
  searchOff: 'Diese Website bietet keine Adresssuche an; es werden keine Suchbegriffe an Dritte übermittelt.',
  /** The translation of contributions (docs/product.md §23.1), only while the organisation has it on:
   *  the server sends the text to the service its settings name (its host). */
  translationTitle: 'Übersetzung von Beiträgen',
  translation: (host: string) => `Wenn Sie bei einer Antwort oder einem Kommentar „Übersetzen“ wählen, schickt unser Server den Text dieses Beitrags und die gewünschte Sprache an den Übersetzungsdienst ${host} (LibreTranslate) und zeigt Ihnen die maschinelle Übersetzung. Ihre IP-Adresse, Ihr Name und Ihr Konto werden dabei nicht übermittelt, denn die Anfrage kommt von unserem Server; die Übersetzung wird 30 Tage auf unserem Server gespeichert, damit derselbe Text nicht erneut geschickt wird. Rechtsgrundlage ist unser berechtigtes Interesse daran, dass alle Einwohnerinnen und Einwohner die Beiträge lesen können (Art. 6 Abs. 1 lit. f DSGVO); bei öffentlichen Stellen die Wahrnehmung einer Aufgabe im öffentlichen Interesse (Art. 6 Abs. 1 lit. e DSGVO).`,
  /** The data protection officer (Art. 37, 13 (1) b DSGVO). */
  dpoTitle: 'Datenschutzbeauftragte oder Datenschutzbeauftragter',
  dpoText: 'Sie erreichen unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten unter:',
  /** The supervisory authority the organisation names (Art. 77 DSGVO). */
  authority: 'Für uns zuständig ist:',
  /** The parts only the organisation writes (page content, docs/product.md §17.3), each left out while empty. */
  newsletterTitle: 'Newsletter',
  socialMediaTitle: 'Präsenzen in sozialen Medien',
  furtherTitle: 'Weitere Angaben',
  updated: 'Stand: November 2026',
} as const;
