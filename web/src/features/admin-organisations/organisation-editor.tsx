import { offeredLanguages, settingsProblems, type Organisation } from '@mitmachkarte/contract';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { PlusIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useUpdateOrganisation } from './api';
import { LogoField } from './logo-field';
import { MenuEntryEditor } from './menu-entry-editor';
import { invalidNumberKeys, invalidRetentionKeys, moveBy, newEntry, toBody, toDraft, type EntryDraft } from './org-draft';
import { PageContentEditor } from './content-editor';
import { RetentionSettings } from './retention-settings';
import { SettingsEditor } from './settings-editor';
import { settingInputId, SettingsForm } from './settings-form';

/** The editor of one organisation (docs/product.md §2.11 Organisation administration): host, title, menu
 *  entries, the settings as a form with the logo (§10.2), the retention periods (§17.8; the default
 *  organisation's, else where to find them: `defaultHost`), settings the form does not know, the
 *  page texts (§17.3), and a save button. Render it with
 *  `key={org.ID}`: it starts from `org` and keeps its own draft until saved. */
export function OrganisationEditor({ org, defaultHost }: { org: Organisation; defaultHost?: string }) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const tr = useT('retentionSettings', de.retentionSettings);
  const update = useUpdateOrganisation();
  const [draft, setDraft] = useState(() => toDraft(org));
  const [invalidKeys, setInvalidKeys] = useState<string[]>([]);
  const [settingErrors, setSettingErrors] = useState<Record<string, string>>({});
  // After a move, the focus stays on the moved entry's button (React may re-insert its node).
  const [refocus, setRefocus] = useState<{ uid: number; action: 'up' | 'down' } | null>(null);

  useLayoutEffect(() => {
    if (!refocus) return;
    const card = document.querySelector(`[data-entry="${refocus.uid}"]`);
    const button = card?.querySelector<HTMLButtonElement>(`[data-action="${refocus.action}"]:not(:disabled)`)
      ?? card?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    button?.focus();
    setRefocus(null);
  }, [refocus]);

  const setMenu = (Menu: EntryDraft[]) => setDraft((d) => ({ ...d, Menu }));
  const move = (index: number, delta: -1 | 1) => {
    const entry = draft.Menu[index];
    setMenu(moveBy(draft.Menu, index, delta));
    if (entry) setRefocus({ uid: entry.uid, action: delta < 0 ? 'up' : 'down' });
  };

  /** Marks the settings the contract or the server refused and moves the focus to the first. */
  const markSettings = (problems: { key: string; message: string }[]) => {
    setSettingErrors(Object.fromEntries(problems.map((p) => [p.key, p.message])));
    if (problems[0]) document.getElementById(settingInputId(problems[0].key))?.focus();
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const invalid = [...new Set([...invalidNumberKeys(draft), ...invalidRetentionKeys(draft.Other)])];
    setInvalidKeys(invalid);
    const body = toBody(draft);
    const problems = settingsProblems(body.Config.Other);
    markSettings(problems);
    if (problems.length) return showAlert('warning', t('settingsInvalid'));
    if (invalid.length) return;
    update.mutate({ ...body, ID: draft.ID }, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        showAlert('success', t('saved'));
      },
      onError: (err) => {
        const prefix = 'Config.Other.';
        markSettings(err instanceof ApiError
          ? err.errors.filter((x) => x.Field.startsWith(prefix)).map((x) => ({ key: x.Field.slice(prefix.length), message: x.Message }))
          : []);
        showAlert('warning', failureText(t('saveFailed'), err));
      },
    });
  };

  return (
    <Form onSubmit={save} noValidate aria-labelledby="org-editor-title" className="org-editor">
      <h2 id="org-editor-title" className="h4 mb-3">{t('editTitle', { host: org.Host })}</h2>
      <section aria-labelledby="org-general-title" className="mb-4">
        <h3 id="org-general-title" className="h5">{t('general')}</h3>
        <div className="row g-3">
          <div className="col-md-6">
            <TextField id="org-host" label={t('host')} value={draft.Host} onChange={(Host) => setDraft((d) => ({ ...d, Host }))}
              autoComplete="off" hint={t('hostHint')} />
          </div>
          <div className="col-md-6">
            <TextField id="org-title" label={t('titleField')} value={draft.Title} onChange={(Title) => setDraft((d) => ({ ...d, Title }))}
              autoComplete="off" hint={t('titleHint')} />
          </div>
        </div>
      </section>
      <section aria-labelledby="org-menu-title" className="mb-4">
        <h3 id="org-menu-title" className="h5">{t('menu')}</h3>
        {draft.Menu.length === 0 && <p className="text-body-secondary">{t('menuEmpty')}</p>}
        <ol className="list-unstyled mb-2">
          {draft.Menu.map((entry, i) => (
            <MenuEntryEditor key={entry.uid} entry={entry} index={i} count={draft.Menu.length}
              onChange={(next) => setMenu(draft.Menu.map((x) => (x.uid === entry.uid ? next : x)))}
              onMove={(delta) => move(i, delta)}
              onRemove={() => setMenu(draft.Menu.filter((x) => x.uid !== entry.uid))} />
          ))}
        </ol>
        <Button variant="outline-primary" size="sm" onClick={() => setMenu([...draft.Menu, newEntry()])}>
          <PlusIcon /> {t('addEntry')}
        </Button>
      </section>
      <section aria-labelledby="org-settings-title" className="mb-4">
        <h3 id="org-settings-title" className="h5">{t('settings')}</h3>
        <p className="text-body-secondary">{t('settingsIntro')}</p>
        <SettingsForm rows={draft.Other} errors={settingErrors} onChange={(Other) => setDraft((d) => ({ ...d, Other }))}
          extra={{ darstellung: <LogoField org={org} /> }} />
      </section>
      <section aria-labelledby="org-retention-title" className="mb-4">
        <h3 id="org-retention-title" className="h5">{tr('title')}</h3>
        {org.Default
          ? <RetentionSettings rows={draft.Other} invalidKeys={invalidKeys} onChange={(Other) => setDraft((d) => ({ ...d, Other }))} />
          : <p className="text-body-secondary">{tr('otherOrganisation', { host: defaultHost ?? '' })}</p>}
      </section>
      <section aria-labelledby="org-other-title" className="mb-4">
        <h3 id="org-other-title" className="h5">{t('other')}</h3>
        <SettingsEditor rows={draft.Other} invalidKeys={invalidKeys} onChange={(Other) => setDraft((d) => ({ ...d, Other }))} />
      </section>
      <section aria-labelledby="org-content-title" className="mb-4">
        <h3 id="org-content-title" className="h5">{t('content')}</h3>
        <PageContentEditor orgId={org.ID} content={draft.Content} languages={offeredLanguages(Object.fromEntries(draft.Other.map((r) => [r.key, r.value])))}
          onChange={(Content) => setDraft((d) => ({ ...d, Content }))} />
      </section>
      <div className="org-editor-actions">
        <Button type="submit" disabled={update.isPending}>{update.isPending ? t('saving') : t('save')}</Button>
      </div>
    </Form>
  );
}
