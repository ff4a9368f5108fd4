import type { Organisation } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { EntityList } from '../../components/entity-list';
import { failureText } from '../../components/failure-alert';
import { PlusIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { AddOrganisationModal } from './add-organisation-modal';
import { AnswerTemplatesEditor } from './answer-templates-editor';
import { ProfileQuestionsEditor } from './profile-questions-editor';
import { DgsVideosEditor } from './dgs-videos-editor';
import { IdentityProvidersEditor } from './identity-providers-editor';
import { StaffSignInEditor } from './staff-sign-in-editor';
import { TranslationEditor } from './translation-editor';
import { organisationsQueryOptions, useDeleteOrganisation } from './api';
import { OrganisationEditor } from './organisation-editor';
import { OrganisationApiTokens } from './organisation-api-tokens';
import './admin-organisations.css';

/** /admin/organisations (docs/product.md §2.11 Organisation administration): the list to pick from (the first
 *  is picked at the start), add (asks for the host), delete (asks first), the editor and the answer
 *  templates (§16.2), the identity providers and the translation of contributions (§23.1). */
export function OrganisationsPage() {
  const tc = useT('common', de.common);
  const t = useT('adminOrganisations', de.adminOrganisations);
  const organisations = useQuery(organisationsQueryOptions);
  const remove = useDeleteOrganisation();
  const [pickedId, setPickedId] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Organisation>();

  const list = organisations.data ?? [];
  const selected = list.find((o) => o.ID === pickedId) ?? list[0];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.ID, {
      onSuccess: () => showAlert('success', t('deleted')),
      onError: (err) => showAlert('warning', failureText(t('deleteFailed'), err)),
      onSettled: () => setDeleting(undefined),
    });
  };

  return (
    <section aria-labelledby="organisations-title">
      <h1 id="organisations-title" className="h3 mb-3">{t('title')}</h1>
      <Row className="g-4">
        <Col lg={4} xl={3}>
          <Button variant="primary" size="sm" className="mb-3" onClick={() => setAdding(true)}>
            <PlusIcon /> {t('add')}
          </Button>
          {organisations.isPending && <p>{tc('loading')}</p>}
          {organisations.isError && <p className="text-danger">{t('loadFailed')}</p>}
          {organisations.data?.length === 0 && <p>{t('empty')}</p>}
          {list.length > 0 && (
            <EntityList label={t('list')} selectedId={selected?.ID} onOpen={setPickedId}
              onDelete={(id) => setDeleting(list.find((o) => o.ID === id))}
              items={list.map((o) => ({ id: o.ID, name: o.Host, detail: o.Config.Title, deleteLabel: t('remove', { host: o.Host }) }))} />
          )}
        </Col>
        <Col lg={8} xl={9}>
          {selected ? (
            <>
              <OrganisationEditor key={selected.ID} org={selected} defaultHost={list.find((o) => o.Default)?.Host} />
              <DgsVideosEditor key={`dgs-${selected.ID}`} orgId={selected.ID} />
              <AnswerTemplatesEditor key={`templates-${selected.ID}`} orgId={selected.ID} />
              <ProfileQuestionsEditor key={`profile-questions-${selected.ID}`} orgId={selected.ID} />
              <IdentityProvidersEditor key={`providers-${selected.ID}`} orgId={selected.ID} />
              <StaffSignInEditor key={`staff-sign-in-${selected.ID}`} orgId={selected.ID} />
              <TranslationEditor key={`translation-${selected.ID}`} orgId={selected.ID} />
              <OrganisationApiTokens key={`api-tokens-${selected.ID}`} orgId={selected.ID} />
            </>
          ) : !organisations.isPending && <p>{t('choose')}</p>}
        </Col>
      </Row>
      {adding && (
        <AddOrganisationModal onClose={() => setAdding(false)} onCreated={(org) => {
          setPickedId(org.ID);
          setAdding(false);
        }} />
      )}
      {deleting && (
        <ConfirmModal id="org-delete" show title={t('deleteTitle')} pending={remove.isPending}
          onConfirm={confirmDelete} onCancel={() => setDeleting(undefined)}>
          {t('deleteQuestion', { host: deleting.Host })}
        </ConfirmModal>
      )}
    </section>
  );
}
