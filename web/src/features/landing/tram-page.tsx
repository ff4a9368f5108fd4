import './landing.css';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { TRAM_SETTINGS } from '@mitmachkarte/contract';
import { orgSetting, useOrg } from '../../lib/org';
import { ContentHtml, usePageContent, WhenContentLoaded } from '../../components/page-content';
import { Section } from './sections';
import { TextSection, TopicFooter, TopicMasthead } from './topic-page';
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
 *  are left out. */
export function TramPage() {
  return <WhenContentLoaded><TramSections /></WhenContentLoaded>;
}

function TramSections() {
  const org = useOrg();
  const { text, html } = usePageContent();
  const mapLink = tramMapLink(orgSetting(org, TRAM_SETTINGS.workspace).trim(), orgSetting(org, TRAM_SETTINGS.layer).trim());
  const kinds = KINDS.map((n) => ({ n, name: text(`strassenbahn.kind${n}Title`), html: html(`strassenbahn.kind${n}`) }))
    .filter((k) => k.name || k.html);
  const rules = html('strassenbahn.rules');
  return (
    <div className="landing-page">
      <TopicMasthead title={text('strassenbahn.title')} leadHtml={html('strassenbahn.lead')}>
        <Link className="btn btn-light btn-lg" to={mapLink}>{text('strassenbahn.toMap')}</Link>
      </TopicMasthead>
      <TextSection id="intro" title={tramTexts.introTitle} html={html('strassenbahn.intro')} />
      {kinds.length > 0 && (
        <Section id="beitraege" title={text('strassenbahn.kindsTitle')} className="bg-body-tertiary">
          <Row className="g-3">
            {kinds.map((k) => (
              <Col md={4} key={k.n}>
                <div className="tram-kind h-100">
                  {k.name && <h3 className="h5">{k.name}</h3>}
                  <ContentHtml html={k.html} />
                </div>
              </Col>
            ))}
          </Row>
        </Section>
      )}
      <Section id="hinweise" title={tramTexts.hintsTitle}>
        <Row><Col lg={8}>
          <ContentHtml html={html('strassenbahn.hints')} className="landing-steps" />
          <p><Link className="btn btn-primary" to={mapLink}>{tramTexts.toMapShort}</Link></p>
          {rules && (
            <>
              <h3 className="h5 mt-4">{tramTexts.rulesTitle}</h3>
              <ContentHtml html={rules} />
            </>
          )}
        </Col></Row>
      </Section>
      <TopicFooter />
    </div>
  );
}
