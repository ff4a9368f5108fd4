import { LS_EXPLANATIONS } from '@mitmachkarte/contract';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { ContentHtml, useOwnContentLang, usePageContent } from '../../components/page-content';
import * as de from '../../i18n/de/content-languages';
import { useT } from '../../i18n/runtime';
import { Section } from './sections';

/** The four explanations in Leichte Sprache of BITV 2.0 § 4 (docs/product.md §23.2): each under
 *  its heading (`level` 2 on their page, 3 in the start page's section), the organisation's text
 *  of `ls.<id>`, else the product's. Leichte Sprache is German: marked `lang="de"` where the
 *  interface speaks another language. */
export function LeichteSpracheExplanations({ level }: { level: 2 | 3 }) {
  const content = usePageContent();
  const own = useOwnContentLang();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div {...own} className="leichte-sprache">
      {LS_EXPLANATIONS.map((e) => (
        <section key={e.id} id={`ls-${e.id}`} aria-labelledby={`ls-${e.id}-title`} className="mb-4">
          <Heading id={`ls-${e.id}-title`} className={level === 2 ? 'h3' : 'h4'}>{e.title}</Heading>
          <ContentHtml html={content.part(e.key)} />
        </section>
      ))}
    </div>
  );
}

/** The start page's section „Leichte Sprache“ (BITV 2.0 § 4: the explanations on the start page),
 *  with the link to the same explanations in Deutsche Gebärdensprache (§23.3). */
export function LeichteSpracheSection() {
  const t = useT('contentLanguages', de.contentLanguages);
  return (
    <Section id="leichte-sprache" title={t('leichteSprache')}>
      <Row><Col lg={8}>
        <LeichteSpracheExplanations level={3} />
        <p className="mb-0"><Link to="/gebaerdensprache">{t('inDgs')}</Link></p>
      </Col></Row>
    </Section>
  );
}
