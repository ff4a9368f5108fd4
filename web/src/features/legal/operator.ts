import { IMPRESSUM_SETTINGS, OPERATOR_KINDS, PRIVACY_SETTINGS, SETTING_FIELDS, type OrgInfo } from '@mitmachkarte/contract';
import { orgSetting } from '../../lib/org';

/** Lines of a several-line setting: split at line breaks or commas, trimmed, empty ones dropped. */
const linesOf = (text: string) => text.split(/\n|,/).map((l) => l.trim()).filter(Boolean);

/** The operator and privacy details of the imprint and the privacy page, from the organisation
 *  settings (docs/product.md §2.19, §2.20, §10.2; edited in the organisation screen). Empty
 *  strings for missing settings. `kind` is '' until the organisation has chosen one. */
export type Operator = {
  kind: string;
  association: string; chairperson: string; addressLines: string[]; phone: string; email: string;
  supervisorLines: string[]; registerCourt: string; contentResponsible: string;
  controllerLines: string[]; dpoName: string; dpoContactLines: string[]; authorityLines: string[];
  /** Whether the imprint shows the supervisory authority (a public body) and the register entry
   *  (an association or company); with no kind chosen both. */
  showsSupervisor: boolean;
  showsRegister: boolean;
  /** The labels (from the settings catalogue) of the imprint details still missing. */
  missing: string[];
};

export function operatorOf(org: OrgInfo | undefined): Operator {
  const get = (key: string) => orgSetting(org, key).trim();
  const kind = get(IMPRESSUM_SETTINGS.operatorKind);
  const showsSupervisor = kind === '' || kind === OPERATOR_KINDS.authority;
  const showsRegister = kind !== OPERATOR_KINDS.authority;
  // What § 5 DDG asks of every operator, and of each kind its own detail.
  const required: string[] = [IMPRESSUM_SETTINGS.association, IMPRESSUM_SETTINGS.chairperson, IMPRESSUM_SETTINGS.address, IMPRESSUM_SETTINGS.phone,
    IMPRESSUM_SETTINGS.email, ...(showsSupervisor ? [IMPRESSUM_SETTINGS.supervisor] : []), ...(showsRegister ? [IMPRESSUM_SETTINGS.registerCourt] : [])];
  return {
    kind,
    association: get(IMPRESSUM_SETTINGS.association),
    chairperson: get(IMPRESSUM_SETTINGS.chairperson),
    addressLines: linesOf(get(IMPRESSUM_SETTINGS.address)),
    phone: get(IMPRESSUM_SETTINGS.phone),
    email: get(IMPRESSUM_SETTINGS.email),
    supervisorLines: linesOf(get(IMPRESSUM_SETTINGS.supervisor)),
    registerCourt: get(IMPRESSUM_SETTINGS.registerCourt),
    contentResponsible: get(IMPRESSUM_SETTINGS.contentResponsible),
    controllerLines: linesOf(get(PRIVACY_SETTINGS.controller)),
    dpoName: get(PRIVACY_SETTINGS.dpoName),
    dpoContactLines: linesOf(get(PRIVACY_SETTINGS.dpoContact)),
    authorityLines: linesOf(get(PRIVACY_SETTINGS.authority)),
    showsSupervisor,
    showsRegister,
    missing: required.filter((key) => get(key) === '').map((key) => SETTING_FIELDS.get(key)?.label ?? key),
  };
}

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
