import './landing.css';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { TRAM_SETTINGS } from '@mitmachkarte/contract';
import { orgSetting, useOrg } from '../../lib/org';
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

/** /strassenbahnausbau (docs/product.md §1, §2): the tram-extension participation with intro text, the three
 *  kinds of contribution and usage hints, with links to the map app at the tram layer. */
export function TramPage() {
  const org = useOrg();
  const mapLink = tramMapLink(orgSetting(org, TRAM_SETTINGS.workspace).trim(), orgSetting(org, TRAM_SETTINGS.layer).trim());
  const t = tramTexts;
  return (
    <div className="landing-page">
      <TopicMasthead title={t.title} lead={t.lead}>
        <Link className="btn btn-light btn-lg" to={mapLink}>{t.toMap}</Link>
      </TopicMasthead>
      <TextSection id="intro" title={t.introTitle} paragraphs={t.intro} />
      <Section id="beitraege" title={t.kindsTitle} className="bg-body-tertiary">
        <Row className="g-3">
          {t.kinds.map((k) => (
            <Col md={4} key={k.name}>
              <div className="tram-kind h-100">
                <h3 className="h5">{k.name}</h3>
                <p className="mb-0">{k.text}</p>
              </div>
            </Col>
          ))}
        </Row>
      </Section>
      <Section id="hinweise" title={t.hintsTitle}>
        <Row><Col lg={8}>
          <ol className="landing-steps">{t.hints.map((h) => <li key={h}>{h}</li>)}</ol>
          <p><Link className="btn btn-primary" to={mapLink}>{t.toMapShort}</Link></p>
          <h3 className="h5 mt-4">{t.rulesTitle}</h3>
          <p>{t.rules}</p>
        </Col></Row>
      </Section>
      <TopicFooter />
    </div>
  );
}
