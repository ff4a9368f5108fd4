import { IMPRESSUM_SETTINGS, type OrgInfo } from '@mitmachkarte/contract';
import { orgSetting } from '../../lib/org';

/** The operator details of the imprint and the privacy page, from the organisation settings
 *  impressum_* (docs/product.md §2.19 Imprint; edited in the organisation screen). Empty strings for missing
 *  settings; `addressLines` splits the address at line breaks or commas. */
export type Operator = {
  association: string; chairperson: string; addressLines: string[]; phone: string; email: string; registerCourt: string;
  /** Whether any of the six details is missing. */
  incomplete: boolean;
};

export function operatorOf(org: OrgInfo | undefined): Operator {
  const get = (key: string) => orgSetting(org, key).trim();
  const address = get(IMPRESSUM_SETTINGS.address);
  const values = Object.values(IMPRESSUM_SETTINGS).map(get);
  return {
    association: get(IMPRESSUM_SETTINGS.association),
    chairperson: get(IMPRESSUM_SETTINGS.chairperson),
    addressLines: address.split(/\n|,/).map((l) => l.trim()).filter(Boolean),
    phone: get(IMPRESSUM_SETTINGS.phone),
    email: get(IMPRESSUM_SETTINGS.email),
    registerCourt: get(IMPRESSUM_SETTINGS.registerCourt),
    incomplete: values.some((v) => v === ''),
  };
}

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
