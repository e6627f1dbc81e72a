import { useSectionSave } from '../../../components/provider-dashboard';
import {
  doctorProfileKey,
  updateDoctorSection,
  type DoctorSectionPath,
  type DoctorUpdateAnswer,
} from '../api/doctor-profile';

/** Saves one section of the doctor's profile (the answer's profile replaces the cached one). */
export function useDoctorSave(path: DoctorSectionPath) {
  return useSectionSave(doctorProfileKey, updateDoctorSection(path), (answer: DoctorUpdateAnswer) => ({
    doctor: answer.doctor,
  }));
}
