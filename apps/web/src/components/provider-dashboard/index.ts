/**
 * The provider areas' shared frame (DESIGN.md section 7): the layout with the signed-in sidebar, a profile section
 * with its Edit/Cancel toggle, the application's state above the profile, the 403 redirect and the
 * save of a section. The doctor, nurse and ambulance dashboards use them alike.
 */
export { ApplicationState } from './application-state';
export { DashboardLayout } from './dashboard-layout';
export { DashboardNotFound } from './dashboard-not-found';
export { ProfileSection, SectionForm } from './profile-section';
export { useSectionSave } from './use-section-save';
export { useUnauthorizedRedirect } from './use-profile-guard';
export { providerAreaRoute } from './area-route';
export { ProviderProfilePage } from './provider-profile-page';
