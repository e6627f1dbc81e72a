/** Well-known hospitals with fixed ids: Bangladesh (country 1, ids 1-99) and India (country 2, ids 101-). */
export interface HospitalSeed {
  id: number;
  country_id: 1 | 2;
  slug: string;
  name: string;
  bn_name: string;
  city: string;
  /** Logo text when the initials would be ambiguous; initials of the name otherwise. */
  label?: string;
}

const LABELS: Record<string, string> = {
  nicvd: 'NICVD',
  nicrh: 'NICRH',
  birdem: 'BIRDEM',
  pgimer: 'PGI',
  cmch: 'CMCH',
};

const bd = (id: number, slug: string, name: string, bn_name: string, city: string): HospitalSeed => ({
  id,
  country_id: 1,
  slug,
  name,
  bn_name,
  city,
});
const india = (id: number, slug: string, name: string, bn_name: string, city: string): HospitalSeed => ({
  id,
  country_id: 2,
  slug,
  name,
  bn_name,
  city,
});

const ALL: HospitalSeed[] = [
  bd(1, 'dmch', 'Dhaka Medical College Hospital', 'ঢাকা মেডিকেল কলেজ হাসপাতাল', 'Dhaka'),
  bd(2, 'bmu', 'Bangladesh Medical University (BSMMU)', 'বাংলাদেশ মেডিকেল বিশ্ববিদ্যালয় (বিএসএমএমইউ)', 'Dhaka'),
  bd(3, 'square', 'Square Hospitals', 'স্কয়ার হাসপাতাল', 'Dhaka'),
  bd(4, 'united', 'United Hospital', 'ইউনাইটেড হাসপাতাল', 'Dhaka'),
  bd(5, 'evercare-dhaka', 'Evercare Hospital Dhaka', 'এভারকেয়ার হাসপাতাল ঢাকা', 'Dhaka'),
  bd(6, 'labaid', 'Labaid Specialized Hospital', 'ল্যাবএইড স্পেশালাইজড হাসপাতাল', 'Dhaka'),
  bd(7, 'ibn-sina', 'Ibn Sina Hospital Dhanmondi', 'ইবনে সিনা হাসপাতাল ধানমন্ডি', 'Dhaka'),
  bd(8, 'popular', 'Popular Medical College Hospital', 'পপুলার মেডিকেল কলেজ হাসপাতাল', 'Dhaka'),
  bd(9, 'anwer-khan', 'Anwer Khan Modern Medical College Hospital', 'আনোয়ার খান মডার্ন মেডিকেল কলেজ হাসপাতাল', 'Dhaka'),
  bd(10, 'bsh', 'Bangladesh Specialized Hospital', 'বাংলাদেশ স্পেশালাইজড হাসপাতাল', 'Dhaka'),
  bd(11, 'nicvd', 'National Institute of Cardiovascular Diseases', 'জাতীয় হৃদরোগ ইনস্টিটিউট ও হাসপাতাল', 'Dhaka'),
  bd(12, 'birdem', 'BIRDEM General Hospital', 'বারডেম জেনারেল হাসপাতাল', 'Dhaka'),
  bd(
    13,
    'nicrh',
    'National Institute of Cancer Research & Hospital',
    'জাতীয় ক্যান্সার গবেষণা ইনস্টিটিউট ও হাসপাতাল',
    'Dhaka',
  ),
  bd(
    14,
    'mitford',
    'Sir Salimullah Medical College Mitford Hospital',
    'স্যার সলিমুল্লাহ মেডিকেল কলেজ মিটফোর্ড হাসপাতাল',
    'Dhaka',
  ),
  bd(
    15,
    'suhrawardy',
    'Shaheed Suhrawardy Medical College Hospital',
    'শহীদ সোহরাওয়ার্দী মেডিকেল কলেজ হাসপাতাল',
    'Dhaka',
  ),
  bd(
    16,
    'holy-family',
    'Holy Family Red Crescent Medical College Hospital',
    'হলি ফ্যামিলি রেড ক্রিসেন্ট মেডিকেল কলেজ হাসপাতাল',
    'Dhaka',
  ),
  bd(17, 'green-life', 'Green Life Medical College Hospital', 'গ্রীন লাইফ মেডিকেল কলেজ হাসপাতাল', 'Dhaka'),
  bd(18, 'asgar-ali', 'Asgar Ali Hospital', 'আসগর আলী হাসপাতাল', 'Dhaka'),
  bd(19, 'cmch', 'Chittagong Medical College Hospital', 'চট্টগ্রাম মেডিকেল কলেজ হাসপাতাল', 'Chattogram'),
  bd(20, 'evercare-chattogram', 'Evercare Hospital Chattogram', 'এভারকেয়ার হাসপাতাল চট্টগ্রাম', 'Chattogram'),
  bd(21, 'rmch', 'Rajshahi Medical College Hospital', 'রাজশাহী মেডিকেল কলেজ হাসপাতাল', 'Rajshahi'),
  bd(
    22,
    'osmani',
    'Sylhet MAG Osmani Medical College Hospital',
    'সিলেট এম এ জি ওসমানী মেডিকেল কলেজ হাসপাতাল',
    'Sylhet',
  ),
  bd(23, 'kmch', 'Khulna Medical College Hospital', 'খুলনা মেডিকেল কলেজ হাসপাতাল', 'Khulna'),
  bd(24, 'mmch', 'Mymensingh Medical College Hospital', 'ময়মনসিংহ মেডিকেল কলেজ হাসপাতাল', 'Mymensingh'),
  bd(25, 'sbmch', 'Sher-e-Bangla Medical College Hospital', 'শের-ই-বাংলা মেডিকেল কলেজ হাসপাতাল', 'Barishal'),
  bd(26, 'rpmch', 'Rangpur Medical College Hospital', 'রংপুর মেডিকেল কলেজ হাসপাতাল', 'Rangpur'),

  india(101, 'apollo-chennai', 'Apollo Hospitals Chennai', 'অ্যাপোলো হাসপাতাল চেন্নাই', 'Chennai'),
  india(102, 'cmc-vellore', 'Christian Medical College Vellore', 'ক্রিশ্চিয়ান মেডিকেল কলেজ ভেলোর', 'Vellore'),
  india(103, 'aiims-delhi', 'AIIMS New Delhi', 'এইমস নয়াদিল্লি', 'New Delhi'),
  india(104, 'tata-memorial', 'Tata Memorial Hospital', 'টাটা মেমোরিয়াল হাসপাতাল', 'Mumbai'),
  india(105, 'narayana-bengaluru', 'Narayana Health City Bengaluru', 'নারায়ণা হেলথ সিটি বেঙ্গালুরু', 'Bengaluru'),
  india(106, 'fortis-kolkata', 'Fortis Hospital Kolkata', 'ফর্টিস হাসপাতাল কলকাতা', 'Kolkata'),
  india(107, 'medanta', 'Medanta - The Medicity', 'মেদান্ত - দ্য মেডিসিটি', 'Gurugram'),
  india(108, 'manipal-bengaluru', 'Manipal Hospital Bengaluru', 'মণিপাল হাসপাতাল বেঙ্গালুরু', 'Bengaluru'),
  india(
    109,
    'rtiics',
    'Rabindranath Tagore International Institute of Cardiac Sciences',
    'রবীন্দ্রনাথ ঠাকুর আন্তর্জাতিক হৃদবিজ্ঞান ইনস্টিটিউট',
    'Kolkata',
  ),
  india(110, 'amri-kolkata', 'AMRI Hospital Dhakuria', 'আমরি হাসপাতাল ঢাকুরিয়া', 'Kolkata'),
  india(111, 'max-saket', 'Max Super Speciality Hospital Saket', 'ম্যাক্স সুপার স্পেশালিটি হাসপাতাল সাকেত', 'New Delhi'),
  india(
    112,
    'apollo-kolkata',
    'Apollo Multispeciality Hospitals Kolkata',
    'অ্যাপোলো মাল্টিস্পেশালিটি হাসপাতাল কলকাতা',
    'Kolkata',
  ),
  india(113, 'tata-medical-center', 'Tata Medical Center Kolkata', 'টাটা মেডিকেল সেন্টার কলকাতা', 'Kolkata'),
  india(114, 'peerless', 'Peerless Hospital Kolkata', 'পিয়ারলেস হাসপাতাল কলকাতা', 'Kolkata'),
  india(115, 'kokilaben', 'Kokilaben Dhirubhai Ambani Hospital', 'কোকিলাবেন ধীরুভাই আম্বানি হাসপাতাল', 'Mumbai'),
  india(116, 'ganga-ram', 'Sir Ganga Ram Hospital', 'স্যার গঙ্গা রাম হাসপাতাল', 'New Delhi'),
  india(117, 'indraprastha-apollo', 'Indraprastha Apollo Hospital', 'ইন্দ্রপ্রস্থ অ্যাপোলো হাসপাতাল', 'New Delhi'),
  india(118, 'sankara-nethralaya', 'Sankara Nethralaya', 'শঙ্কর নেত্রালয়', 'Chennai'),
  india(119, 'aster-cmi', 'Aster CMI Hospital Bengaluru', 'অ্যাস্টার সিএমআই হাসপাতাল বেঙ্গালুরু', 'Bengaluru'),
  india(120, 'aig-hyderabad', 'AIG Hospitals Hyderabad', 'এআইজি হাসপাতাল হায়দরাবাদ', 'Hyderabad'),
  india(121, 'pgimer', 'PGIMER Chandigarh', 'পিজিআইএমইআর চণ্ডীগড়', 'Chandigarh'),
];

export const HOSPITALS: readonly HospitalSeed[] = ALL.map((h) =>
  LABELS[h.slug] ? { ...h, label: LABELS[h.slug] } : h,
);
