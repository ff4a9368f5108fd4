import './legal.css';
import { useQuery } from '@tanstack/react-query';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { useOrg } from '../../lib/org';
import { retentionPolicyQueryOptions } from '../../lib/retention';
import { operatorOf } from './operator';
import { OperatorAddress } from './operator-address';
import { legalTexts } from './legal-texts';

type PrivacySection = (typeof legalTexts.sections)[number];

/** The anchors of the privacy page, in order: the controller, then every section of docs/product.md §2
 *  (data types … embedded third-party content). The cookie banner links to '#cookies'. */
export const PRIVACY_SECTION_IDS = ['verantwortlicher', ...legalTexts.sections.map((s) => s.id)];

/** The cookies and local-storage entries the product really sets (plugins/session.ts,
 *  app/cookie-banner.tsx, features/survey/survey-done.ts), one card each. */
function CookieList() {
  const t = legalTexts;
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
function RetentionItems() {
  const t = legalTexts.retention;
  const policy = useQuery(retentionPolicyQueryOptions).data;
  if (!policy) return null;
  const items = [
    policy.ProjectMonths === null ? t.projectsKept : t.projects(policy.ProjectMonths, policy.DeletePhotos),
    t.projectsOwn,
    policy.InactiveWarnMonths === null ? t.accountsKept : t.accounts(policy.InactiveWarnMonths, policy.InactiveDeleteMonths),
  ];
  return items.map((i) => <li key={i}>{i}</li>);
}

function SectionBody({ section }: { section: PrivacySection }) {
  return (
    <>
      {'paragraphs' in section && section.paragraphs.map((p) => <p key={p}>{p}</p>)}
      {'items' in section && <ul>{section.items.map((i) => <li key={i}>{i}</li>)}{section.id === 'loeschung' && <RetentionItems />}</ul>}
      {section.id === 'cookies' && <CookieList />}
      {'subsections' in section && section.subsections.map((sub) => (
        <section key={sub.id} id={sub.id} className="legal-anchor" aria-labelledby={`${sub.id}-title`}>
          <h3 id={`${sub.id}-title`} className="h5">{sub.title}</h3>
          <p>{sub.text}</p>
        </section>
      ))}
      {'after' in section && <p>{section.after}</p>}
    </>
  );
}

/** /datenschutz (docs/product.md §1, §2.19 Imprint and privacy pages): a complete German privacy policy for
 *  this product with a table of contents; every section of docs/product.md §2 is an anchored heading, and
 *  the layout scrolls to the one named by the URL fragment ('#/datenschutz#cookies'). The
 *  controller's details come from the organisation settings impressum_*; the retention periods
 *  are those of docs/product.md §9 and, for projects and accounts, the server's (§17.8). */
export function PrivacyPage() {
  const operator = operatorOf(useOrg());
  const t = legalTexts;
  return (
    <Container className="py-4 legal-page">
      <h1>{t.privacyTitle}</h1>
      <p className="lead">{t.privacyLead}</p>
      <nav aria-labelledby="privacy-contents" className="legal-contents">
        <h2 id="privacy-contents" className="h5">{t.contents}</h2>
        <ol>
          <li><Link to={{ hash: 'verantwortlicher' }}>{t.controllerTitle}</Link></li>
          {t.sections.map((s) => <li key={s.id}><Link to={{ hash: s.id }}>{s.title}</Link></li>)}
        </ol>
      </nav>
      <section id="verantwortlicher" className="legal-anchor" aria-labelledby="verantwortlicher-title">
        <h2 id="verantwortlicher-title" className="h3">{t.controllerTitle}</h2>
        <p>{t.controllerText}</p>
        <OperatorAddress operator={operator} />
      </section>
      {t.sections.map((s) => (
        <section key={s.id} id={s.id} className="legal-anchor" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`} className="h3">{s.title}</h2>
          <SectionBody section={s} />
        </section>
      ))}
      <p className="text-body-secondary mt-4">{t.updated}</p>
    </Container>
  );
}
