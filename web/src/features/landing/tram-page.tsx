import './landing.css';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { TRAM_SETTINGS } from '@mitmachkarte/contract';
import { orgSetting, useOrg } from '../../lib/org';
import { ContentHtml, ContentText, htmlOf, PagePending, usePageContent, WhenContentLoaded } from '../../components/page-content';
import { useProse } from '../../i18n/prose';
import { Section } from './sections';
import { TextSection, TopicFooter, TopicMasthead } from './topic-page';
import { TRAM_PROSE } from './tram-prose';
import { tramTexts } from './tram-texts';

/** The map app opened at the tram layer: '/map?workspace=…&layer=…' from the organisation
 *  settings strassenbahn_workspace/strassenbahn_layer, plain '/map' while they are empty. */
export function tramMapLink(workspace: string, layer: string): string {
  const query = new URLSearchParams();
  if (workspace) query.set('workspace', workspace);
  if (workspace && layer) query.set('layer', layer);
  return query.size ? `/map?${query.toString()}` : '/map';
}

const KINDS = [1, 2, 3] as const;

/** /strassenbahnausbau (docs/product.md §2.4): the tram-extension participation with intro text,
 *  the kinds of contribution as cards and usage hints, with links to the map app at the tram
 *  layer. Every text is the organisation's page content under `strassenbahn.…` (docs/product.md
 *  §17.3); the intro, a card without name and question, and the cards' section without any card
 *  are left out. The page's own words are in the interface language (tram-texts.<language>.ts,
 *  loaded for that language only; §23.6). */
export function TramPage() {
  return <WhenContentLoaded><TramSections /></WhenContentLoaded>;
}

function TramSections() {
  const org = useOrg();
  const { part } = usePageContent();
  const mapLink = tramMapLink(orgSetting(org, TRAM_SETTINGS.workspace).trim(), orgSetting(org, TRAM_SETTINGS.layer).trim());
  const kinds = KINDS.map((n) => ({ n, name: part(`strassenbahn.kind${n}Title`), html: part(`strassenbahn.kind${n}`) }))
    .filter((k) => k.name.text || k.html.html);
  const rules = part('strassenbahn.rules');
  const prose = useProse('tram', tramTexts, TRAM_PROSE);
  if (!prose) return <PagePending />;
  const t = prose.texts;
  return (
    <div className="landing-page">
      <TopicMasthead title={part('strassenbahn.title')} leadHtml={part('strassenbahn.lead')}>
        <Link className="btn btn-light btn-lg" to={mapLink}><ContentText part={part('strassenbahn.toMap')} /></Link>
      </TopicMasthead>
      <TextSection id="intro" title={t.introTitle} html={part('strassenbahn.intro')} />
      {kinds.length > 0 && (
        <Section id="beitraege" title={<ContentText part={part('strassenbahn.kindsTitle')} />} className="bg-body-tertiary">
          <Row className="g-3">
            {kinds.map((k) => (
              <Col md={4} key={k.n}>
                <div className="tram-kind h-100">
                  {k.name.text && <h3 className="h5"><ContentText part={k.name} /></h3>}
                  <ContentHtml html={k.html} />
                </div>
              </Col>
            ))}
          </Row>
        </Section>
      )}
      <Section id="hinweise" title={t.hintsTitle}>
        <Row><Col lg={8}>
          <ContentHtml html={part('strassenbahn.hints')} className="landing-steps" />
          <p><Link className="btn btn-primary" to={mapLink}>{t.toMapShort}</Link></p>
          {htmlOf(rules) && (
            <>
              <h3 className="h5 mt-4">{t.rulesTitle}</h3>
              <ContentHtml html={rules} />
            </>
          )}
        </Col></Row>
      </Section>
      <TopicFooter />
    </div>
  );
}
