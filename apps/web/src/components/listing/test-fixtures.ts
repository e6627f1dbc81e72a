import type { AmbulanceDetail, DoctorDetail, NurseDetail, Review } from '@nirog/contracts';

/** Test data in the listings' wire shapes (packages/contracts listings.ts). */
const dhaka = { id: 13, name: 'Dhaka', bn_name: 'ঢাকা' };
const dhanmondi = { id: 131, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' };

export function aDoctor(overrides: Partial<DoctorDetail> = {}): DoctorDetail {
  return {
    id: 1,
    doc_id: 'DOC-000001',
    title: 'Dr.',
    gender: 'female',
    user: { name: 'Farhana Akter', avatar: null, online_status: 'online' },
    country_id: 1,
    country: { id: 1, name: 'Bangladesh', bn_name: 'বাংলাদেশ', name_code: 'BD' },
    district: dhaka,
    sub_district: dhanmondi,
    state: null,
    qualifications: [{ degree: 'MBBS', institution_name: 'Dhaka Medical College', institution_location: 'Dhaka' }],
    specialists: [{ id: 3, title: 'Cardiology', bn_title: 'হৃদরোগ' }],
    language: null,
    hospital_name: 'Square Hospital',
    designation: 'Consultant',
    department: 'Cardiology',
    hospital: null,
    location: 'Road 8, Dhanmondi',
    experience: 12,
    final_experience: '12 years',
    reviews_count: 4,
    reviews_avg_rating: 4.25,
    appointment_service: 1,
    video_consultancy: 1,
    audio_consultancy: 0,
    appointment_fee: 1000,
    final_appointment_fee: 900,
    appointment_discount: 10,
    video_fee: 800,
    final_video_fee: 800,
    video_discount: 0,
    audio_fee: null,
    final_audio_fee: null,
    audio_discount: null,
    vat: 0,
    wdays: [
      { id: 1, code: 0, title: 'Sunday', short_title: 'Sun', bn_title: 'রবিবার' },
      { id: 3, code: 2, title: 'Tuesday', short_title: 'Tue', bn_title: 'মঙ্গলবার' },
    ],
    time_from: '17:00:00',
    time_to: '21:00:00',
    chamber_name: 'Popular Diagnostic',
    chamber_location: 'Dhanmondi 2',
    doctor_appointments_count: 230,
    appointment_total: 900,
    video_total: 800,
    audio_total: null,
    ...overrides,
  };
}

export function aNurse(overrides: Partial<NurseDetail> = {}): NurseDetail {
  const day = (id: number, title: string, bn_title: string) => ({
    id,
    code: id - 1,
    title,
    short_title: title.slice(0, 3),
    bn_title,
    pivot: {
      one_call: 1,
      one_call_fee: 500,
      hour_6_morning: 1,
      hour_6_morning_fee: 1500,
      hour_6_evening: 0,
      hour_6_evening_fee: null,
      hour_12_day: 0,
      hour_12_day_fee: null,
      hour_12_night: 0,
      hour_12_night_fee: null,
      hour_24: 1,
      hour_24_fee: 4000,
    },
  });
  return {
    id: 5,
    nurse_code: 'NUR-000005',
    user: { name: 'Shirin Sultana', avatar: null, online_status: 'offline' },
    district: dhaka,
    sub_district: dhanmondi,
    location: 'House 12, Road 4, Dhanmondi',
    experience: 6,
    final_experience: '6 years',
    fee_from: 500,
    reviews_count: 0,
    reviews_avg_rating: null,
    wdays: [day(1, 'Sunday', 'রবিবার'), day(2, 'Monday', 'সোমবার')],
    ...overrides,
  };
}

export function anAmbulance(overrides: Partial<AmbulanceDetail> = {}): AmbulanceDetail {
  return {
    id: 9,
    ambulance_code: 'AMB-000009',
    photo: null,
    user: { name: 'Dhaka Lifeline', avatar: null, online_status: 'offline' },
    owner_name: 'Kamal Hossain',
    driver_name: 'Rafiq Mia',
    condition: 'AC',
    district: dhaka,
    sub_district: dhanmondi,
    location: 'Mirpur Road',
    starting_area: 'Dhanmondi 27',
    reviews_count: 2,
    reviews_avg_rating: 5,
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    user: { name: 'Rahim Uddin', avatar: null },
    created_at: '2026-10-01T08:30:00Z',
    rating: 4,
    detail: 'Listened carefully and explained everything.',
    service: 'DoctorAppointment',
    ...overrides,
  };
}
