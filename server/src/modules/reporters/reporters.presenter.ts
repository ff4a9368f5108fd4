import { REPORTER_CHANNEL_LABELS, ReporterChannel, type Reporter } from '@mitmachkarte/contract';
import type { PointReportersTable } from '../../db/schema.js';

/** A stored reporter → Reporter, for the project's team only (docs/product.md §16.12). */
export const presentReporter = (row: Pick<PointReportersTable, 'channel' | 'name' | 'email' | 'phone' | 'status_mails'>): Reporter => ({
  Channel: channelOf(row.channel), Name: row.name, Email: row.email, Phone: row.phone, StatusMails: row.status_mails === 1,
});

/** The stored channel, 'sonstiges' for anything unknown. */
export const channelOf = (stored: string): ReporterChannel => {
  const parsed = ReporterChannel.safeParse(stored);
  return parsed.success ? parsed.data : 'sonstiges';
};

/** The German name of a stored channel („Telefon“); '' for none. */
export const channelLabel = (stored: string | undefined | null): string => (stored ? REPORTER_CHANNEL_LABELS[channelOf(stored)] : '');
