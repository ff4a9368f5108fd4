import type { Translation } from '../catalogue';
import type * as de from '../de/responsibility';

export const publicDepartment: Translation<typeof de.publicDepartment> = {
  line: 'Відповідальний підрозділ: {name}',
};
