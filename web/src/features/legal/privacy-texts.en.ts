import type { ProseTranslation } from '../../i18n/prose';
import { bindingNote } from './binding-note.en';
import type { privacyTexts } from './privacy-texts';

/** The privacy notice in English (docs/product.md §23.6): for information; the German is binding. */
const translation: ProseTranslation<typeof privacyTexts> = {
  bindingNote,
  texts: {
    chairperson: 'Represented by',
    phone: 'Phone',
    email: 'Email',
    missing: 'not yet provided',
    privacyTitle: 'Privacy policy',
    privacyLead: 'We take the protection of your data seriously. This policy tells you which personal data the Mitmachkarte processes, for what purpose, for how long, and what rights you have.',
    contents: 'Contents',
    controllerTitle: 'Controller',
    controllerText: 'The controller responsible for data processing on this website within the meaning of the General Data Protection Regulation (GDPR, German: DSGVO) is:',
    cookieName: 'Name',
    cookieKind: 'Type',
    cookiePurpose: 'Purpose',
    cookieLifetime: 'Storage period',
    cookieTableCaption: 'Cookies and locally stored entries of this website',
    cookies: [
      {
        name: 'mk_session (over HTTPS: __Host-mk_session)', kind: 'Cookie, technically necessary',
        purpose: 'Keeps your session: recognises you after you have signed in. Contains only a random number; cannot be read by scripts (HttpOnly).',
        lifetime: 'Without signing in, until you close the browser; after signing in, at most 7 days; the session ends after 2 hours without activity or when you sign out.',
      },
      {
        name: 'XSRF-TOKEN', kind: 'Cookie, technically necessary',
        purpose: 'Protection against forged requests from other websites (cross-site request forgery): a check value derived from the session, which the page sends with every change.',
        lifetime: 'Until you close the browser.',
      },
      {
        name: 'cookie-accepted', kind: 'Local storage (localStorage) of your browser',
        purpose: 'Remembers that you have acknowledged the cookie notice, so that it does not appear again. Not sent to us.',
        lifetime: 'Until you delete the website data in your browser.',
      },
      {
        name: 'survey-done', kind: 'Local storage (localStorage) of your browser',
        purpose: 'Remembers that you have already answered the survey. Not sent to us.',
        lifetime: 'Until you delete the website data in your browser.',
      },
    ],
    retention: {
      projects: (months, deletePhotos) => `${months === 1 ? 'One month' : `${months} months`} after a participation project has ended, we anonymise its contributions: entries and comments remain visible without your name, votes only as a number. We delete notifications about the entries, the details of people who reported something together with their notes, and the original photos with their metadata (such as where they were taken); ${deletePhotos ? 'we also delete the published photos.' : 'the published, reduced photos without metadata remain.'}`,
      projectsKept: 'We keep contributions to participation projects for as long as the project exists.',
      projectsOwn: 'A project may have its own period, for example if it has to be archived; its project page states it.',
      accounts: (warnMonths, deleteMonths) => `We delete accounts that nobody has signed in to for ${warnMonths} months. Before that, we remind you by email; if you sign in within ${deleteMonths === 1 ? 'one month' : `${deleteMonths} months`} of that, your account is kept.`,
      accountsKept: 'We do not delete your account for lack of use; you can delete it yourself at any time.',
    },
    sections: [
      {
        id: 'datenarten', title: 'Types of data processed',
        paragraphs: ['We process only the data needed to use the Mitmachkarte:'],
        items: [
          'Account data on registration: email address, name and password (the password only as a non-reversible hash).',
          'Content data: your entries on the map (location, answers to the questions, photos), comments and ratings (thumbs up or down).',
          'Optional information about you, if the operator asks profile questions (for example district or age group): only with an account, stored apart from your contributions and evaluated only as totals per project, groups under 5 people without a number (Art. 6(1)(a) GDPR). You change or delete it at any time in your profile under “About me”; it is part of your data export and is deleted with your account.',
          'Usage data: session data (start, last activity, expiry), your settings such as the project you last chose.',
          'Survey data: your answers to surveys, without any link to your person or your account.',
          'Connection data: the IP address of your device, date and time, the address requested and the browser identifier, which arise technically with every request.',
        ],
      },
      {
        id: 'zwecke', title: 'Purposes of processing',
        items: [
          'Providing the website, the map and its functions.',
          'Signing in, managing your account and sending the emails this requires (activation, password reset).',
          'Publishing your contributions on the map, so that others can see, rate and comment on them (public participation).',
          'Evaluating the contributions and anonymous surveys for planning the projects concerned.',
          'Secure and stable operation, defence against misuse and attacks.',
        ],
      },
      {
        id: 'rechtsgrundlagen', title: 'Legal bases',
        items: [
          'Art. 6 (1) (b) GDPR (contract): registration, the account and the use of the Mitmachkarte that you request by registering.',
          'Art. 6 (1) (a) GDPR (consent): publishing your own contributions, comments and photos; you may withdraw your consent at any time with effect for the future.',
          'Art. 6 (1) (f) GDPR (legitimate interest): secure and stable operation, server log files and protection against misuse.',
          '§ 25 (2) no. 2 TDDDG: technically necessary cookies and entries in local storage, without which the website does not work as requested.',
        ],
      },
      {
        id: 'sicherheit', title: 'Security measures',
        paragraphs: [
          'We take technical and organisational measures in line with the state of the art: encrypted transmission (HTTPS), passwords only as a salted hash, random session identifiers, protection against forged requests, limits on repeated sign-in and registration attempts, and access rights that the server checks for every request.',
          'In the versions of uploaded photos that are shown, we remove metadata such as where they were taken.',
        ],
      },
      {
        id: 'uebermittlung', title: 'Disclosure to third parties',
        paragraphs: [
          'We do not sell any data and do not pass it on for advertising purposes. Data is disclosed only where this is necessary for operation (hosting, sending emails, map service; see below), required by law, or where you have consented.',
          'Your contributions on the map are public; project partners (for example the administration doing the planning) receive them for evaluation, without your email address. No data is transferred to countries outside the EU unless there is an adequacy decision or appropriate safeguards under Art. 44 et seq. GDPR.',
        ],
      },
      {
        id: 'rechte', title: 'Rights of data subjects',
        paragraphs: ['You have the following rights towards us regarding your personal data:'],
        items: [
          'Access (Art. 15 GDPR), rectification (Art. 16 GDPR) and erasure (Art. 17 GDPR).',
          'Restriction of processing (Art. 18 GDPR) and data portability (Art. 20 GDPR).',
          'Objection to processing based on legitimate interests (Art. 21 GDPR).',
          'Withdrawal of consent with effect for the future (Art. 7 (3) GDPR).',
          'Complaint to a data protection supervisory authority (Art. 77 GDPR), for example the authority where you live or where we are based.',
        ],
        after: 'You can obtain access and data portability yourself in your profile under ‘Download my data’, and erasure under ‘Delete account’. For any request, an informal message to the contact address given above is also sufficient.',
      },
      {
        id: 'cookies', title: 'Cookies and local storage',
        paragraphs: [
          'Cookies are small text files that your browser stores. The Mitmachkarte sets only technically necessary cookies and entries in your browser’s local storage; we do not use tracking, analytics or advertising cookies. They are exactly these:',
        ],
        after: 'You can delete or block cookies in your browser at any time. Without the session cookie, signing in is not possible.',
      },
      {
        id: 'loeschung', title: 'Deletion of data and storage period',
        paragraphs: ['We delete data as soon as it is no longer needed for its purpose and there is no statutory obligation to retain it. In detail:'],
        items: [
          'IP addresses are deleted or anonymised after 7 days at the latest. The Mitmachkarte itself does not store any complete IP address: log entries contain at most the shortened network (for IPv4 the first three, for IPv6 the first three blocks).',
          'Server log files are kept for at most 7 days.',
          'Sessions end after 2 hours without activity, after 7 days at the latest, or when you sign out.',
          'Activation links are valid for 24 hours, links to confirm a new password for 30 minutes. We delete accounts that were never activated after 30 days.',
          'Uploaded photos that do not belong to any entry after 24 hours are deleted.',
          'If you delete your account (yourself in your profile or on request), we delete it together with your settings, sessions and votes. Your points and comments remain as part of the participation without any link to your account (anonymised; metadata such as where a photo was taken is removed from photos), unless the operator has set them to be deleted with the account or you request their deletion.',
        ],
      },
      {
        id: 'registrierung', title: 'Registration and user account',
        paragraphs: [
          'To register, we need your email address, a name (a pseudonym is fine) and a password. We send you an activation link; only then can you sign in. Your name appears with your comments. Your email address is seen only by the administration and by people who manage projects, when they add you to a project’s team.',
          'If the operator has published terms of use or a netiquette, we store on registration, and each time you agree again after a change, which version you accepted and when (Art. 6 (1) (b) GDPR). This information is part of your data export and is deleted with your account.',
          'You can delete your account in your profile at any time and download all your data there; an informal message to the contact address is equally sufficient.',
        ],
      },
      {
        id: 'hosting', title: 'Hosting',
        paragraphs: [
          'The Mitmachkarte runs on servers in the European Union that we operate ourselves or rent from a hosting provider. With a provider, we conclude a data processing agreement under Art. 28 GDPR; it processes the data only on our instructions. The database, photos and emails are stored on these servers; we send emails via our own mail server or one we have commissioned.',
        ],
      },
      {
        id: 'server-logfiles', title: 'Server log files',
        paragraphs: [
          'With every request, your browser transmits technically necessary data. For troubleshooting and to defend against attacks, our server logs the date and time, the address requested (without parameters), the status code and the shortened network of your IP address – never the complete address.',
          'The log files are kept for at most 7 days and then deleted. The legal basis is our legitimate interest in secure operation (Art. 6 (1) (f) GDPR).',
        ],
      },
      {
        id: 'drittanbieter', title: 'Content from third parties',
        paragraphs: ['We embed content from third parties only where it is needed for the website to work:'],
        subsections: [
          { id: 'videos', title: 'Videos', text: 'The Mitmachkarte does not embed videos from third-party platforms.' },
          { id: 'schriftarten', title: 'Fonts', text: 'No fonts are loaded from other servers; all fonts and icons are delivered by our own server or come from your device.' },
          { id: 'teilen', title: 'Sharing on social networks', text: 'There are no share buttons that send data to social networks when a page is opened. If you share a link yourself, you do so through your own account with the service concerned.' },
        ],
      },
    ],
    mapsTitle: 'Maps',
    maps: (host, osm) => `Your browser loads the map images (tiles) directly from the map service ${host}${osm ? ' of the OpenStreetMap Foundation (St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, United Kingdom; there is an adequacy decision of the European Commission for the United Kingdom)' : ''}. In doing so, the service receives your IP address and the map sections shown, as it could not otherwise send the images. The legal basis is our legitimate interest in a working map (Art. 6 (1) (f) GDPR). Your contributions themselves are not sent to the map service.`,
    mapsOwn: 'The map images (tiles) are delivered by our own server; no third party receives any data.',
    searchTitle: 'Address search',
    search: (host, osm) => `When you search for an address above the map, our server sends the search term and the map section shown to the search service ${host}${osm ? ' (Nominatim of the OpenStreetMap Foundation, address as above)' : ''}. The service does not receive your IP address, because the request comes from our server. Please do not type any personal details into the search field. The legal basis is our legitimate interest in a map on which places can be found (Art. 6 (1) (f) GDPR).`,
    searchOff: 'This website does not offer an address search; no search terms are sent to third parties.',
    translationTitle: 'Translation of contributions',
    translation: (host) => `When you choose ‘Translate’ for an answer or a comment, our server sends the text of that contribution and the language you want to the translation service ${host} (LibreTranslate) and shows you the machine translation. Your IP address, your name and your account are not sent, because the request comes from our server; the translation is stored on our server for 30 days, so that the same text is not sent again. The legal basis is our legitimate interest in enabling all residents to read the contributions (Art. 6 (1) (f) GDPR); for public bodies, the performance of a task in the public interest (Art. 6 (1) (e) GDPR).`,
    dpoTitle: 'Data protection officer',
    dpoText: 'You can reach our data protection officer at:',
    authority: 'The authority responsible for us is:',
    newsletterTitle: 'Newsletter',
    socialMediaTitle: 'Social media presences',
    furtherTitle: 'Further information',
    updated: 'As of: November 2026',
  },
};
export default translation;
