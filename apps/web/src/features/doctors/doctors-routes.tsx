import type { RouteObject } from 'react-router';
import { withTranslations } from '../../i18n';
import type { DoctorCountry, DoctorProfileKind } from './api/doctors-api';

const listings = <T,>(load: () => Promise<T>) => withTranslations('listings', load);

const doctorList = (country: DoctorCountry) =>
  listings(async () => {
    const { DoctorListPage, doctorListData } = await import('./pages/doctor-list-page');
    return { Component: () => <DoctorListPage country={country} />, handle: doctorListData(country) };
  });
const videoList = (country: DoctorCountry) =>
  listings(async () => {
    const { VideoListPage, videoListData } = await import('./pages/video-list-page');
    return { Component: () => <VideoListPage country={country} />, handle: videoListData(country) };
  });
const specialists = (country: DoctorCountry, video = false) =>
  listings(async () => {
    const { SpecialistsPage } = await import('./pages/specialists-page');
    return { Component: () => <SpecialistsPage country={country} video={video} /> };
  });
const profile = (kind: DoctorProfileKind) =>
  listings(async () => {
    const { DoctorProfilePage, doctorProfileData } = await import('./pages/doctor-profile-page');
    return { Component: () => <DoctorProfilePage kind={kind} />, handle: doctorProfileData(kind) };
  });

/** The public doctor pages (spec 2 section 2): listings, specialists, hospitals and profiles, each its own chunk. */
export const doctorsRoutes: RouteObject[] = [
  { path: 'bd-doctor-appointment', lazy: doctorList('bd') },
  { path: 'in-doctor-appointment', lazy: doctorList('in') },
  { path: 'bd-doctor-appointment/specialists', lazy: specialists('bd') },
  { path: 'in-doctor-appointment/specialists', lazy: specialists('in') },
  { path: 'in-doctor-appointment/hospitals', lazy: listings(() => import('./pages/hospitals-page')) },
  { path: 'bd-video-consultancy', lazy: videoList('bd') },
  { path: 'in-video-consultancy', lazy: videoList('in') },
  { path: 'bd-video-consultancy/specialists', lazy: specialists('bd', true) },
  { path: 'in-video-consultancy/specialists', lazy: specialists('in', true) },
  { path: 'bd-doctor-appointment/doctor/:id', lazy: profile('bd') },
  { path: 'in-doctor-appointment/doctor/:id', lazy: profile('in') },
  { path: 'video-consultancy/doctor/:id', lazy: profile('video') },
  { path: 'doctor/view/:id', lazy: profile('view') },
];
