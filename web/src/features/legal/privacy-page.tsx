import './legal.css';
import { OPERATOR_KINDS } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { ContentHtml, PagePending, usePageContent, WhenContentLoaded } from '../../components/page-content';
import { useProse, type Prose } from '../../i18n/prose';
import { useCurrentLanguage } from '../../i18n/runtime';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useOrg } from '../../lib/org';
import { retentionPolicyQueryOptions } from '../../lib/retention';
import { operatorOf } from './operator';
import { OperatorAddress } from './operator-address';
import { PRIVACY_PROSE } from './legal-prose';
import { privacyTexts } from './privacy-texts';

/** The notice's texts in the language shown (privacy-texts.ts, its translations). */
type Texts = Prose<typeof privacyTexts>;
type PrivacySection = Texts['sections'][number];

/** The cookies and local-storage entries the product really sets (plugins/session.ts,
 *  app/cookie-banner.tsx, features/survey/survey-done.ts), one card each. */
function CookieList({ t }: { t: Texts }) {
  return (
    <ul className="list-unstyled legal-cookies" aria-label={t.cookieTableCaption}>
      {t.cookies.map((c) => (
        <li key={c.name} className="legal-cookie">
          <h3 className="h6 mb-2"><code>{c.name}</code></h3>
          <dl className="mb-0">
            <dt>{t.cookieKind}</dt><dd>{c.kind}</dd>
            <dt>{t.cookiePurpose}</dt><dd>{c.purpose}</dd>
            <dt>{t.cookieLifetime}</dt><dd>{c.lifetime}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The periods of projects and accounts as the server states them (docs/product.md §17.8), once
 *  they have come; nothing while they load or when they cannot be read. */
function RetentionItems({ t }: { t: Texts['retention'] }) {
  const policy = useQuery(retentionPolicyQueryOptions).data;
  if (!policy) return null;
  const items = [
    policy.ProjectMonths === null ? t.projectsKept : t.projects(policy.ProjectMonths, policy.DeletePhotos),
    t.projectsOwn,
    policy.InactiveWarnMonths === null ? t.accountsKept : t.accounts(policy.InactiveWarnMonths, policy.InactiveDeleteMonths),
  ];
  return items.map((i) => <li key={i}>{i}</li>);
}

function SectionBody({ section, t }: { section: PrivacySection; t: Texts }) {
  return (
    <>
      {'paragraphs' in section && section.paragraphs.map((p) => <p key={p}>{p}</p>)}
      {'items' in section && <ul>{section.items.map((i) => <li key={i}>{i}</li>)}{section.id === 'loeschung' && <RetentionItems t={t.retention} />}</ul>}
      {section.id === 'cookies' && <CookieList t={t} />}
      {'subsections' in section && (
        <>
          {section.subsections.map((sub) => <Subsection key={sub.id} id={sub.id} title={sub.title}><p>{sub.text}</p></Subsection>)}
          <ServiceSubsections t={t} />
        </>
      )}
      {'after' in section && <p>{section.after}</p>}
    </>
  );
}

function Subsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="legal-anchor" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">{title}</h3>
      {children}
    </section>
  );
}

/** The host of a URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png; '' for a
 *  path of this site. */
const hostOf = (template: string) => /^https?:\/\/([^/{}]+)/i.exec(template)?.[1] ?? '';
const isOsm = (host: string) => /(^|\.)openstreetmap\.org$/i.test(host);

/** The map tiles and the address search as the server is configured (TILE_URL, GEOCODER_URL),
 *  and the translation of contributions while the organisation has it on (docs/product.md §23.1):
 *  the services a visitor's data actually go to (Art. 13 (1) e DSGVO). */
function ServiceSubsections({ t }: { t: Texts }) {
  const config = useQuery(clientConfigQueryOptions).data;
  const translation = useOrg()?.Translation;
  if (!config) return null;
  const tiles = hostOf(config.TileUrl);
  return (
    <>
      <Subsection id="karten" title={t.mapsTitle}><p>{tiles ? t.maps(tiles, isOsm(tiles)) : t.mapsOwn}</p></Subsection>
      <Subsection id="adresssuche" title={t.searchTitle}>
        <p>{config.Geocoder ? t.search(config.Geocoder, isOsm(config.Geocoder)) : t.searchOff}</p>
      </Subsection>
      {translation && <Subsection id="uebersetzung" title={t.translationTitle}><p>{t.translation(translation.Host)}</p></Subsection>}
    </>
  );
}

/** An address or other lines, each on its own line; 'noch nicht hinterlegt' without any. */
function Lines({ lines, t }: { lines: string[]; t: Texts }) {
  return lines.length ? <address className="legal-address">{lines.map((l) => <span key={l} className="d-block">{l}</span>)}</address>
    : <p className="text-body-secondary fst-italic">{t.missing}</p>;
}

type Part = { id: string; title: string; body: ReactNode };

/** The parts of the notice in order: the controller (the settings' responsible body, else the
 *  operator), the data protection officer (left out only for an association or company that names
 *  none), the product's sections with the complaint authority the settings name, and the parts
 *  only the organisation writes (newsletter, social media, further details), each left out while empty. */
function usePrivacyParts(t: Texts): Part[] {
  const org = useOrg();
  const operator = operatorOf(org);
  const content = usePageContent();
  const publicBody = operator.kind === '' || operator.kind === OPERATOR_KINDS.authority;
  const own = (id: string, title: string, key: string): Part[] => {
    const html = content.html(key);
    return html ? [{ id, title, body: <ContentHtml html={html} /> }] : [];
  };
  return [
    {
      id: 'verantwortlicher', title: t.controllerTitle,
      body: <><p>{t.controllerText}</p>{operator.controllerLines.length ? <Lines lines={operator.controllerLines} t={t} /> : <OperatorAddress operator={operator} t={t} />}</>,
    },
    ...(operator.dpoName || operator.dpoContactLines.length || publicBody ? [{
      id: 'datenschutzbeauftragter', title: t.dpoTitle,
      body: <><p>{t.dpoText}</p><Lines lines={[operator.dpoName, ...operator.dpoContactLines].filter(Boolean)} t={t} /></>,
    }] : []),
    ...t.sections.flatMap((s): Part[] => {
      const part = { id: s.id, title: s.title, body: <SectionBody section={s} t={t} /> };
      if (s.id === 'rechte' && operator.authorityLines.length) {
        part.body = <><SectionBody section={s} t={t} /><p className="mb-1">{t.authority}</p><Lines lines={operator.authorityLines} t={t} /></>;
      }
      // The organisation's own parts stand where the product's order has them.
      if (s.id === 'registrierung') return [part, ...own('newsletter', t.newsletterTitle, 'datenschutz.newsletter')];
      if (s.id === 'server-logfiles') return [part, ...own('social-media', t.socialMediaTitle, 'datenschutz.socialMedia')];
      return [part];
    }),
    ...own('weitere-angaben', t.furtherTitle, 'datenschutz.zusatz'),
  ];
}

/** /datenschutz (docs/product.md §2.20): the privacy notice built from the organisation's settings
 *  and texts, with a table of contents; every part is an anchored heading, and the layout scrolls to
 *  the one named by the URL fragment ('#/datenschutz#cookies'). The retention periods are those of
 *  docs/product.md §9 and, for projects and accounts, the server's (§17.8); the map and search
 *  services those the server is configured with. In another interface language the notice is
 *  its translation (privacy-texts.<language>.ts, loaded for that language only; §23.6) under the
 *  note that the German is binding. */
export function PrivacyPage() {
  return <WhenContentLoaded><PrivacyNotice /></WhenContentLoaded>;
}

function PrivacyNotice() {
  const prose = useProse('privacy', privacyTexts, PRIVACY_PROSE);
  return prose ? <PrivacyNoticeIn t={prose.texts} bindingNote={prose.bindingNote} german={prose.language === 'de'} /> : <PagePending />;
}

/** The notice in texts `t`; `german`: the German, marked so where the interface speaks another
 *  language (its translation could not be loaded). */
function PrivacyNoticeIn({ t, bindingNote, german }: { t: Texts; bindingNote?: string; german: boolean }) {
  const parts = usePrivacyParts(t);
  const language = useCurrentLanguage();
  const marked = german && language !== 'de' ? { lang: 'de', dir: 'ltr' as const } : {};
  return (
    <Container className="py-4 legal-page" {...marked}>
      {bindingNote && <p className="alert alert-secondary legal-binding-note">{bindingNote}</p>}
      <h1>{t.privacyTitle}</h1>
      <p className="lead">{t.privacyLead}</p>
      <nav aria-labelledby="privacy-contents" className="legal-contents">
        <h2 id="privacy-contents" className="h5">{t.contents}</h2>
        <ol>{parts.map((p) => <li key={p.id}><Link to={{ hash: p.id }}>{p.title}</Link></li>)}</ol>
      </nav>
      {parts.map((p) => (
        <section key={p.id} id={p.id} className="legal-anchor" aria-labelledby={`${p.id}-title`}>
          <h2 id={`${p.id}-title`} className="h3">{p.title}</h2>
          {p.body}
        </section>
      ))}
      <p className="text-body-secondary mt-4">{t.updated}</p>
    </Container>
  );
}
