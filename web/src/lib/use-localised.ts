import type { Layer, Workspace } from '@mitmachkarte/contract';
import { useMemo } from 'react';
import { useCurrentLanguage } from '../i18n/runtime';
import { localiseSchema, localiseWorkspace } from './content-translations';

/** `layer` with its questionnaire in the interface language where the town wrote it
 *  (docs/product.md §23.5); the same object while layer and language stay. */
export function useLocalisedLayer(layer: Layer | undefined): Layer | undefined {
  const language = useCurrentLanguage();
  return useMemo(() => layer && { ...layer, Schema: localiseSchema(layer.Schema, language) }, [layer, language]);
}

/** `workspace` with its name, description and phases in the interface language where the town
 *  wrote them (docs/product.md §23.5). */
export function useLocalisedWorkspace(workspace: Workspace | undefined): Workspace | undefined {
  const language = useCurrentLanguage();
  return useMemo(() => workspace && localiseWorkspace(workspace, language), [workspace, language]);
}
