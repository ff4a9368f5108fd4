/** The administration screens, loaded together as one chunk on the first visit of /admin
 *  (router.tsx). */
export { AdminDashboard } from '../features/admin/admin-dashboard';
export { AdminShell } from '../features/admin/admin-shell';
export { ManagePage } from '../features/admin/manage-page';
export { AdminAuditPage } from '../features/audit/admin-audit-page';
export { GroupsPage } from '../features/admin-groups/groups-page';
export { OrganisationsPage } from '../features/admin-organisations/organisations-page';
export { UsersPage } from '../features/admin-users/users-page';
