/**
 * Demo medicine catalogue for Bangladesh (issue 3 item 5), written from general knowledge: real local brands and
 * manufacturers with plausible strengths and taka prices. Built from compact per-generic tables so every brand
 * of a generic shares the same medical text, and several brands share a strength (alternative brands).
 * Deterministic: no randomness; discounts come from a fixed hash of brand and strength.
 */

export interface DemoCategory {
  slug: string;
  name: string;
  bn_name: string;
  /** The Tabler icon (outline) drawn on the category's logo. */
  icon: string;
  color: string;
}

export interface DemoProduct {
  brand: string;
  bn_brand: string;
  generics: string[];
  strength: string;
  form: string;
  manufacturer: string;
  /** Taka per pack as sold (strip, bottle, tube, sachet, inhaler, vial). */
  price: number;
  /** Percent, 0..30. */
  discount: number;
  category: string;
  prescription_required: boolean;
  indications: string;
  uses_rule: string;
  side_effect: string;
  description: string;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: 'pain-fever', name: 'Pain & Fever', bn_name: 'ব্যথা ও জ্বর', icon: 'temperature', color: '#dc2626' },
  { slug: 'antibiotics', name: 'Antibiotics', bn_name: 'অ্যান্টিবায়োটিক', icon: 'pill', color: '#0369a1' },
  {
    slug: 'gastric-digestive',
    name: 'Gastric & Digestive',
    bn_name: 'গ্যাস্ট্রিক ও হজম',
    icon: 'salad',
    color: '#d97706',
  },
  { slug: 'diabetes', name: 'Diabetes', bn_name: 'ডায়াবেটিস', icon: 'droplet', color: '#7c3aed' },
  {
    slug: 'heart-blood-pressure',
    name: 'Heart & Blood Pressure',
    bn_name: 'হৃদরোগ ও রক্তচাপ',
    icon: 'heartbeat',
    color: '#b91c1c',
  },
  { slug: 'allergy-cold', name: 'Allergy & Cold', bn_name: 'অ্যালার্জি ও সর্দি', icon: 'virus', color: '#0d9488' },
  {
    slug: 'vitamins-supplements',
    name: 'Vitamins & Supplements',
    bn_name: 'ভিটামিন ও সাপ্লিমেন্ট',
    icon: 'capsule',
    color: '#ea580c',
  },
  { slug: 'skin-care', name: 'Skin Care', bn_name: 'ত্বকের যত্ন', icon: 'sun', color: '#db2777' },
  { slug: 'eye-ear', name: 'Eye & Ear', bn_name: 'চোখ ও কান', icon: 'eye', color: '#2563eb' },
  {
    slug: 'respiratory-asthma',
    name: 'Respiratory & Asthma',
    bn_name: 'শ্বাসতন্ত্র ও হাঁপানি',
    icon: 'lungs',
    color: '#0891b2',
  },
  { slug: 'womens-health', name: "Women's Health", bn_name: 'নারী স্বাস্থ্য', icon: 'gender-female', color: '#be185d' },
  { slug: 'baby-care', name: 'Baby Care', bn_name: 'শিশুর যত্ন', icon: 'baby-carriage', color: '#ca8a04' },
  {
    slug: 'mental-health-sleep',
    name: 'Mental Health & Sleep',
    bn_name: 'মানসিক স্বাস্থ্য ও ঘুম',
    icon: 'brain',
    color: '#4f46e5',
  },
  { slug: 'first-aid', name: 'First Aid', bn_name: 'প্রাথমিক চিকিৎসা', icon: 'first-aid-kit', color: '#16a34a' },
  { slug: 'bone-joint', name: 'Bone & Joint', bn_name: 'হাড় ও জয়েন্ট', icon: 'bone', color: '#57534e' },
];

/** Manufacturers by short key. */
const M = {
  square: 'Square Pharmaceuticals PLC',
  beximco: 'Beximco Pharmaceuticals Ltd.',
  incepta: 'Incepta Pharmaceuticals Ltd.',
  renata: 'Renata PLC',
  acme: 'The ACME Laboratories Ltd.',
  opsonin: 'Opsonin Pharma Ltd.',
  skf: 'Eskayef Pharmaceuticals Ltd.',
  aci: 'ACI Limited',
  healthcare: 'Healthcare Pharmaceuticals Ltd.',
  aristo: 'Aristopharma Ltd.',
  drug: 'Drug International Ltd.',
  beacon: 'Beacon Pharmaceuticals PLC',
  ibnsina: 'Ibn Sina Pharmaceutical Industry PLC',
  general: 'General Pharmaceuticals Ltd.',
  popular: 'Popular Pharmaceuticals Ltd.',
  radiant: 'Radiant Pharmaceuticals Ltd.',
  smc: 'SMC Enterprise Ltd.',
  sanofi: 'Sanofi Bangladesh Ltd.',
  gsk: 'GlaxoSmithKline Bangladesh Ltd.',
  novartis: 'Novartis (Bangladesh) Ltd.',
  jayson: 'Jayson Pharmaceuticals Ltd.',
  navana: 'Navana Pharmaceuticals Ltd.',
  unimed: 'UniMed UniHealth Pharmaceuticals Ltd.',
  orion: 'Orion Pharma Ltd.',
  novonordisk: 'Novo Nordisk Pharma (Pvt.) Ltd.',
  reckitt: 'Reckitt Benckiser Bangladesh PLC',
  ziska: 'Ziska Pharmaceuticals Ltd.',
} as const;
type Maker = keyof typeof M;

/** [brand, Bengali brand, manufacturer key, taka price per pack] */
type BrandRow = [string, string, Maker, number];

interface Variant {
  strength: string;
  form: string;
  /** What one unit of `price` buys. */
  pack: string;
  brands: BrandRow[];
  /** Overrides the generic's prescription flag for this strength/form. */
  rx?: boolean;
}

interface GenericEntry {
  generics: string[];
  category: string;
  rx: boolean;
  indications: string;
  uses_rule: string;
  side_effect: string;
  about: string;
  storage?: string;
  variants: Variant[];
}

const T10 = '10 tablets (1 strip)';
const C10 = '10 capsules (1 strip)';
const T14 = '14 tablets (1 strip)';
const T30 = '30 tablets (1 box)';

const TABLE: GenericEntry[] = [
  // ---------------------------------------------------------------- Pain & Fever
  {
    generics: ['Paracetamol'],
    category: 'pain-fever',
    rx: false,
    indications:
      'Fever, headache, toothache, period pain, muscle and joint pain, cold and flu symptoms, pain after vaccination.',
    uses_rule:
      'Adults and children over 12: 500 mg to 1 g every 4 to 6 hours, no more than 4 g in 24 hours. Children: 10 to 15 mg per kg every 4 to 6 hours. Can be taken with or without food.',
    side_effect:
      'Rare at normal doses: skin rash, allergic reactions. Overdose can cause serious liver damage; do not combine with other paracetamol products.',
    about: 'Paracetamol is a pain reliever and fever reducer that is gentle on the stomach.',
    variants: [
      {
        strength: '500 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Napa', 'নাপা', 'beximco', 12],
          ['Ace', 'এইস', 'square', 12],
          ['Fast', 'ফাস্ট', 'acme', 10],
          ['Renova', 'রেনোভা', 'opsonin', 10],
          ['Reset', 'রিসেট', 'incepta', 10],
          ['Tamen', 'টামেন', 'ibnsina', 9],
          ['Pyralgin', 'পাইরালজিন', 'general', 9],
        ],
      },
      {
        strength: '120 mg/5 ml',
        form: 'Suspension',
        pack: '60 ml bottle',
        brands: [
          ['Napa', 'নাপা', 'beximco', 35],
          ['Ace', 'এইস', 'square', 35],
          ['Fast', 'ফাস্ট', 'acme', 30],
          ['Renova', 'রেনোভা', 'opsonin', 30],
          ['Reset', 'রিসেট', 'incepta', 32],
        ],
      },
      {
        strength: '80 mg/ml',
        form: 'Drops',
        pack: '15 ml bottle',
        brands: [
          ['Napa', 'নাপা', 'beximco', 25],
          ['Ace', 'এইস', 'square', 25],
          ['Reset', 'রিসেট', 'incepta', 22],
        ],
      },
      {
        strength: '665 mg',
        form: 'Extended Release Tablet',
        pack: T10,
        brands: [
          ['Napa Extend', 'নাপা এক্সটেন্ড', 'beximco', 20],
          ['Ace XR', 'এইস এক্সআর', 'square', 20],
          ['Fast XR', 'ফাস্ট এক্সআর', 'acme', 18],
        ],
      },
      {
        strength: '500 mg',
        form: 'Suppository',
        pack: '5 suppositories',
        brands: [
          ['Napa', 'নাপা', 'beximco', 50],
          ['Ace', 'এইস', 'square', 50],
        ],
      },
    ],
  },
  {
    generics: ['Paracetamol', 'Caffeine'],
    category: 'pain-fever',
    rx: false,
    indications: 'Tension headache, migraine, fever and pain where extra relief is needed.',
    uses_rule:
      'Adults: 1 to 2 tablets every 4 to 6 hours, no more than 8 tablets in 24 hours. Not for children under 12. Avoid tea and coffee in large amounts.',
    side_effect: 'Nervousness, sleeplessness, fast heartbeat from caffeine; liver damage in overdose.',
    about: 'Paracetamol 500 mg with caffeine 65 mg; caffeine makes the pain relief faster and stronger.',
    variants: [
      {
        strength: '500 mg + 65 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Napa Extra', 'নাপা এক্সট্রা', 'beximco', 25],
          ['Ace Plus', 'এইস প্লাস', 'square', 25],
          ['Fast Plus', 'ফাস্ট প্লাস', 'acme', 22],
          ['Renova Plus', 'রেনোভা প্লাস', 'opsonin', 22],
        ],
      },
    ],
  },
  {
    generics: ['Ibuprofen'],
    category: 'pain-fever',
    rx: false,
    indications: 'Mild to moderate pain, dental pain, period pain, fever, muscle sprain and arthritis pain.',
    uses_rule:
      'Adults: 200 to 400 mg every 6 to 8 hours after food, no more than 1200 mg a day without medical advice.',
    side_effect: 'Indigestion, heartburn, nausea; rarely stomach ulcer or bleeding. Avoid in kidney disease.',
    about: 'Ibuprofen is a non-steroidal anti-inflammatory drug (NSAID) that relieves pain, swelling and fever.',
    variants: [
      {
        strength: '400 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Inflam', 'ইনফ্লাম', 'ibnsina', 20],
          ['Profen', 'প্রোফেন', 'square', 22],
          ['Ibufen', 'আইবুফেন', 'opsonin', 18],
        ],
      },
      {
        strength: '100 mg/5 ml',
        form: 'Suspension',
        pack: '100 ml bottle',
        brands: [
          ['Inflam', 'ইনফ্লাম', 'ibnsina', 60],
          ['Profen', 'প্রোফেন', 'square', 65],
        ],
      },
    ],
  },
  {
    generics: ['Naproxen'],
    category: 'pain-fever',
    rx: true,
    indications: 'Rheumatoid arthritis, osteoarthritis, ankylosing spondylitis, gout attacks, period pain.',
    uses_rule: 'Adults: 250 to 500 mg twice daily after food. Use the lowest dose for the shortest time.',
    side_effect: 'Stomach upset, heartburn, dizziness, fluid retention; risk of stomach bleeding.',
    about: 'Naproxen is a long-acting NSAID for pain and inflammation of joints and muscles.',
    variants: [
      {
        strength: '500 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Naprosyn', 'নেপ্রোসিন', 'radiant', 120],
          ['Anaflex', 'অ্যানাফ্লেক্স', 'aci', 110],
          ['Xenapro', 'জেনাপ্রো', 'incepta', 115],
        ],
      },
    ],
  },
  {
    generics: ['Diclofenac Sodium'],
    category: 'pain-fever',
    rx: true,
    indications: 'Joint pain, back pain, sprains, post-operative pain, arthritis.',
    uses_rule: 'Adults: 50 mg two or three times daily after food. Do not exceed 150 mg a day.',
    side_effect: 'Stomach pain, nausea, diarrhoea, headache; rarely ulcers, kidney or liver problems.',
    about: 'Diclofenac is an NSAID that reduces pain and swelling.',
    variants: [
      {
        strength: '50 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Clofenac', 'ক্লোফেনাক', 'square', 8],
          ['Voltalin', 'ভোল্টালিন', 'novartis', 9],
          ['Diclofen', 'ডাইক্লোফেন', 'opsonin', 7],
          ['Anodyne', 'অ্যানোডাইন', 'beximco', 8],
        ],
      },
      {
        strength: '100 mg',
        form: 'SR Tablet',
        pack: T10,
        brands: [
          ['Clofenac SR', 'ক্লোফেনাক এসআর', 'square', 20],
          ['Voltalin SR', 'ভোল্টালিন এসআর', 'novartis', 22],
        ],
      },
    ],
  },
  {
    generics: ['Diclofenac Diethylamine'],
    category: 'first-aid',
    rx: false,
    indications: 'Sprains, strains, bruises, back pain, stiff neck and joint pain.',
    uses_rule: 'Rub a thin layer gently on the painful area 3 to 4 times daily. Wash hands after use.',
    side_effect: 'Local redness, itching or burning; avoid broken skin and eyes.',
    about: 'A topical NSAID gel that relieves pain and swelling where it is applied.',
    variants: [
      {
        strength: '1% w/w',
        form: 'Gel',
        pack: '20 g tube',
        brands: [
          ['Clofenac', 'ক্লোফেনাক', 'square', 60],
          ['Voltalin Emulgel', 'ভোল্টালিন ইমালজেল', 'novartis', 90],
          ['Diclofen', 'ডাইক্লোফেন', 'opsonin', 50],
        ],
      },
    ],
  },
  {
    generics: ['Aceclofenac'],
    category: 'bone-joint',
    rx: true,
    indications: 'Osteoarthritis, rheumatoid arthritis, ankylosing spondylitis, low back pain.',
    uses_rule: 'Adults: 100 mg twice daily after food.',
    side_effect: 'Dyspepsia, abdominal pain, nausea, dizziness; rarely raised liver enzymes.',
    about: 'Aceclofenac is an NSAID with good stomach tolerance for long-term joint pain.',
    variants: [
      {
        strength: '100 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Flexi', 'ফ্লেক্সি', 'square', 50],
          ['Aceclo', 'এসিক্লো', 'incepta', 45],
          ['Arthrofen', 'আর্থ্রোফেন', 'opsonin', 40],
        ],
      },
    ],
  },
  {
    generics: ['Etoricoxib'],
    category: 'bone-joint',
    rx: true,
    indications: 'Osteoarthritis, rheumatoid arthritis, acute gout, dental pain after surgery.',
    uses_rule: 'Adults: 60 to 120 mg once daily depending on the condition; short courses for acute pain.',
    side_effect: 'Swelling of legs, raised blood pressure, heartburn, dizziness.',
    about: 'Etoricoxib is a selective COX-2 inhibitor for pain and inflammation with fewer stomach effects.',
    variants: [
      {
        strength: '90 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Tory', 'টরি', 'square', 140],
          ['Etorix', 'ইটোরিক্স', 'incepta', 130],
          ['Etobex', 'ইটোবেক্স', 'beximco', 125],
        ],
      },
      {
        strength: '120 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Tory', 'টরি', 'square', 170],
          ['Etorix', 'ইটোরিক্স', 'incepta', 160],
        ],
      },
    ],
  },
  {
    generics: ['Ketorolac Tromethamine'],
    category: 'pain-fever',
    rx: true,
    indications: 'Short-term treatment of moderate to severe pain, such as after surgery or dental extraction.',
    uses_rule: 'Adults: 10 mg every 4 to 6 hours, no more than 40 mg a day and no longer than 5 days.',
    side_effect: 'Stomach pain, nausea, drowsiness, headache; bleeding risk with long use.',
    about: 'Ketorolac is a strong NSAID for short courses of acute pain.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Rolac', 'রোলাক', 'renata', 120],
          ['Torax', 'টোরাক্স', 'square', 120],
          ['Ketifen', 'কেটিফেন', 'acme', 100],
        ],
      },
    ],
  },
  {
    generics: ['Tramadol Hydrochloride'],
    category: 'pain-fever',
    rx: true,
    indications: 'Moderate to severe pain that does not respond to simple pain relievers.',
    uses_rule: 'Adults: 50 to 100 mg every 4 to 6 hours, no more than 400 mg a day. Controlled medicine.',
    side_effect: 'Nausea, dizziness, drowsiness, constipation; dependence with long use.',
    about: 'Tramadol is an opioid-type pain reliever sold only on prescription.',
    variants: [
      {
        strength: '50 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Anadol', 'অ্যানাডল', 'square', 90],
          ['Tramal', 'ট্রামাল', 'beximco', 85],
          ['Ultradol', 'আল্ট্রাডল', 'incepta', 80],
        ],
      },
    ],
  },
  {
    generics: ['Tolfenamic Acid'],
    category: 'pain-fever',
    rx: true,
    indications: 'Acute migraine attack, period pain, pain and fever in colds.',
    uses_rule: 'Adults: 200 mg at the first sign of migraine, repeat once after 1 to 2 hours if needed.',
    side_effect: 'Mild stomach upset, diarrhoea, burning on urination, headache.',
    about: 'Tolfenamic acid is an NSAID especially used to stop migraine attacks.',
    variants: [
      {
        strength: '200 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Flamyd', 'ফ্লামিড', 'healthcare', 80],
          ['Migrex', 'মাইগ্রেক্স', 'square', 85],
          ['Tufnil', 'টাফনিল', 'renata', 80],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Antibiotics
  {
    generics: ['Azithromycin'],
    category: 'antibiotics',
    rx: true,
    indications:
      'Respiratory tract infections, throat and ear infections, typhoid fever, skin infections, sexually transmitted infections.',
    uses_rule:
      'Adults: 500 mg once daily for 3 days, or as prescribed. Take 1 hour before or 2 hours after food. Complete the full course.',
    side_effect: 'Nausea, diarrhoea, stomach pain, headache; rarely heart rhythm changes or liver problems.',
    about: 'Azithromycin is a macrolide antibiotic taken once a day.',
    variants: [
      {
        strength: '500 mg',
        form: 'Tablet',
        pack: '3 tablets (1 strip)',
        brands: [
          ['Zimax', 'জিম্যাক্স', 'square', 120],
          ['Azithrocin', 'অ্যাজিথ্রোসিন', 'beximco', 115],
          ['Tridosil', 'ট্রাইডোসিল', 'incepta', 110],
          ['Zithrin', 'জিথ্রিন', 'renata', 120],
          ['Azin', 'অ্যাজিন', 'acme', 105],
        ],
      },
      {
        strength: '200 mg/5 ml',
        form: 'Suspension',
        pack: '15 ml bottle',
        brands: [
          ['Zimax', 'জিম্যাক্স', 'square', 100],
          ['Azithrocin', 'অ্যাজিথ্রোসিন', 'beximco', 95],
          ['Tridosil', 'ট্রাইডোসিল', 'incepta', 90],
        ],
      },
    ],
  },
  {
    generics: ['Cefixime'],
    category: 'antibiotics',
    rx: true,
    indications: 'Urinary tract infections, typhoid fever, throat, ear and chest infections, uncomplicated gonorrhoea.',
    uses_rule: 'Adults: 200 mg twice daily or 400 mg once daily for 7 to 14 days. Complete the full course.',
    side_effect: 'Diarrhoea, loose stools, stomach pain, nausea, skin rash.',
    about: 'Cefixime is a third-generation oral cephalosporin antibiotic.',
    variants: [
      {
        strength: '200 mg',
        form: 'Capsule',
        pack: '6 capsules (1 strip)',
        brands: [
          ['Cef-3', 'সেফ-৩', 'square', 210],
          ['Triocim', 'ট্রায়োসিম', 'skf', 200],
          ['Cefim-3', 'সেফিম-৩', 'ibnsina', 190],
          ['Roxim', 'রক্সিম', 'incepta', 195],
        ],
      },
      {
        strength: '100 mg/5 ml',
        form: 'Suspension',
        pack: '50 ml bottle',
        brands: [
          ['Cef-3', 'সেফ-৩', 'square', 190],
          ['Triocim', 'ট্রায়োসিম', 'skf', 180],
        ],
      },
    ],
  },
  {
    generics: ['Amoxicillin'],
    category: 'antibiotics',
    rx: true,
    indications: 'Ear, nose and throat infections, chest infections, urinary tract infections, dental abscess.',
    uses_rule: 'Adults: 250 to 500 mg every 8 hours for 5 to 7 days. Children by body weight as prescribed.',
    side_effect: 'Diarrhoea, nausea, skin rash; stop and seek help if a severe allergic reaction occurs.',
    about: 'Amoxicillin is a broad-spectrum penicillin antibiotic.',
    variants: [
      {
        strength: '500 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Moxacil', 'মক্সাসিল', 'square', 95],
          ['Tycil', 'টাইসিল', 'beximco', 90],
          ['Fimoxyl', 'ফিমক্সিল', 'renata', 90],
          ['Amoxy', 'অ্যামক্সি', 'opsonin', 80],
        ],
      },
      {
        strength: '125 mg/5 ml',
        form: 'Suspension',
        pack: '100 ml bottle',
        brands: [
          ['Moxacil', 'মক্সাসিল', 'square', 70],
          ['Tycil', 'টাইসিল', 'beximco', 65],
        ],
      },
    ],
  },
  {
    generics: ['Amoxicillin', 'Clavulanic Acid'],
    category: 'antibiotics',
    rx: true,
    indications: 'Sinusitis, ear infections, chest infections, skin and soft tissue infections, animal bites.',
    uses_rule: 'Adults: one 625 mg tablet every 12 hours with food for 5 to 7 days.',
    side_effect: 'Diarrhoea, nausea, vomiting, thrush; rarely jaundice.',
    about: 'Amoxicillin with clavulanic acid, which protects amoxicillin from resistant bacteria.',
    variants: [
      {
        strength: '500 mg + 125 mg',
        form: 'Tablet',
        pack: '6 tablets (1 strip)',
        brands: [
          ['Moxaclav', 'মক্সাক্লাভ', 'square', 270],
          ['Fimoxyclav', 'ফিমক্সিক্লাভ', 'renata', 260],
          ['Tyclav', 'টাইক্লাভ', 'beximco', 255],
          ['Clavurox', 'ক্লাভুরক্স', 'incepta', 250],
        ],
      },
    ],
  },
  {
    generics: ['Ciprofloxacin'],
    category: 'antibiotics',
    rx: true,
    indications: 'Urinary tract infections, typhoid fever, infectious diarrhoea, bone and joint infections.',
    uses_rule:
      'Adults: 250 to 750 mg every 12 hours for 3 to 14 days. Avoid milk and antacids within 2 hours of a dose.',
    side_effect: 'Nausea, diarrhoea, dizziness, sensitivity to sunlight; rarely tendon pain.',
    about: 'Ciprofloxacin is a fluoroquinolone antibiotic.',
    variants: [
      {
        strength: '500 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Ciprocin', 'সিপ্রোসিন', 'square', 150],
          ['Neofloxin', 'নিওফ্লক্সিন', 'beximco', 145],
          ['Cipro-A', 'সিপ্রো-এ', 'acme', 140],
          ['Beuflox', 'বিউফ্লক্স', 'incepta', 140],
        ],
      },
    ],
  },
  {
    generics: ['Levofloxacin'],
    category: 'antibiotics',
    rx: true,
    indications: 'Pneumonia, sinusitis, chronic bronchitis flare-ups, urinary tract and skin infections.',
    uses_rule: 'Adults: 500 to 750 mg once daily for 5 to 14 days.',
    side_effect: 'Nausea, headache, sleeplessness, dizziness; rarely tendon rupture.',
    about: 'Levofloxacin is a once-daily fluoroquinolone antibiotic.',
    variants: [
      {
        strength: '500 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Levox', 'লেভক্স', 'square', 160],
          ['Leflox', 'লেফ্লক্স', 'beximco', 150],
          ['Evo', 'ইভো', 'incepta', 150],
        ],
      },
    ],
  },
  {
    generics: ['Cefuroxime Axetil'],
    category: 'antibiotics',
    rx: true,
    indications: 'Throat, sinus and ear infections, bronchitis, Lyme disease, urinary tract infections.',
    uses_rule: 'Adults: 250 to 500 mg twice daily after food for 5 to 10 days.',
    side_effect: 'Diarrhoea, nausea, headache, candida infections.',
    about: 'Cefuroxime is a second-generation cephalosporin antibiotic.',
    variants: [
      {
        strength: '500 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Cefotil', 'সেফোটিল', 'square', 520],
          ['Kilbac', 'কিলব্যাক', 'beximco', 500],
          ['Furocef', 'ফুরোসেফ', 'incepta', 480],
        ],
      },
    ],
  },
  {
    generics: ['Flucloxacillin'],
    category: 'antibiotics',
    rx: true,
    indications: 'Skin infections such as boils, impetigo, infected wounds and cellulitis.',
    uses_rule: 'Adults: 250 to 500 mg every 6 hours on an empty stomach, 1 hour before food.',
    side_effect: 'Stomach upset, diarrhoea, rash; rarely liver problems.',
    about: 'Flucloxacillin is a penicillin active against staphylococcal skin infections.',
    variants: [
      {
        strength: '500 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Flubex', 'ফ্লুবেক্স', 'beximco', 110],
          ['Phylopen', 'ফাইলোপেন', 'square', 115],
          ['Fluclox', 'ফ্লুক্লক্স', 'acme', 100],
        ],
      },
    ],
  },
  {
    generics: ['Doxycycline'],
    category: 'antibiotics',
    rx: true,
    indications: 'Acne, chest infections, cholera, leptospirosis, scrub typhus, malaria prevention.',
    uses_rule: 'Adults: 100 mg once or twice daily with a full glass of water, staying upright for 30 minutes.',
    side_effect: 'Nausea, heartburn, sensitivity to sunlight; not for pregnant women or children under 8.',
    about: 'Doxycycline is a tetracycline antibiotic.',
    variants: [
      {
        strength: '100 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Doxicap', 'ডক্সিক্যাপ', 'square', 25],
          ['Doxin', 'ডক্সিন', 'opsonin', 22],
          ['Doxacil', 'ডক্সাসিল', 'acme', 22],
        ],
      },
    ],
  },
  {
    generics: ['Metronidazole'],
    category: 'antibiotics',
    rx: true,
    indications: 'Amoebic dysentery, giardiasis, bacterial vaginosis, dental and abdominal infections.',
    uses_rule: 'Adults: 400 mg three times daily after food for 5 to 7 days. Do not drink alcohol during the course.',
    side_effect: 'Metallic taste, nausea, loss of appetite, dark urine.',
    about: 'Metronidazole treats infections caused by amoebae, giardia and anaerobic bacteria.',
    variants: [
      {
        strength: '400 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Filmet', 'ফিলমেট', 'beximco', 18],
          ['Amodis', 'অ্যামোডিস', 'square', 18],
          ['Flagyl', 'ফ্লাজিল', 'sanofi', 20],
          ['Metryl', 'মেট্রিল', 'opsonin', 15],
        ],
      },
      {
        strength: '200 mg/5 ml',
        form: 'Suspension',
        pack: '60 ml bottle',
        brands: [
          ['Filmet', 'ফিলমেট', 'beximco', 40],
          ['Amodis', 'অ্যামোডিস', 'square', 42],
        ],
      },
    ],
  },
  {
    generics: ['Clarithromycin'],
    category: 'antibiotics',
    rx: true,
    indications: 'Chest and throat infections, skin infections, H. pylori eradication with other medicines.',
    uses_rule: 'Adults: 250 to 500 mg twice daily for 7 to 14 days.',
    side_effect: 'Altered taste, nausea, diarrhoea, headache.',
    about: 'Clarithromycin is a macrolide antibiotic.',
    variants: [
      {
        strength: '500 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Klarim', 'ক্লারিম', 'square', 450],
          ['Claricin', 'ক্ল্যারিসিন', 'beximco', 430],
          ['Remac', 'রেম্যাক', 'incepta', 420],
        ],
      },
    ],
  },
  {
    generics: ['Nitrofurantoin'],
    category: 'antibiotics',
    rx: true,
    indications: 'Uncomplicated urinary tract infections (cystitis) and their prevention.',
    uses_rule: 'Adults: 100 mg twice daily with food for 5 to 7 days.',
    side_effect: 'Nausea, loss of appetite, brown urine; rarely lung or nerve problems with long use.',
    about: 'Nitrofurantoin is an antibiotic that concentrates in the urine.',
    variants: [
      {
        strength: '100 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Furadantin', 'ফুরাডানটিন', 'square', 60],
          ['Nitrofur', 'নাইট্রোফুর', 'opsonin', 55],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Gastric & Digestive
  {
    generics: ['Omeprazole'],
    category: 'gastric-digestive',
    rx: false,
    indications: 'Acidity, heartburn, gastro-oesophageal reflux disease, peptic ulcer, H. pylori eradication.',
    uses_rule: 'Adults: 20 mg once daily 30 minutes before breakfast for 2 to 8 weeks. Swallow whole.',
    side_effect: 'Headache, diarrhoea, stomach pain, flatulence; low magnesium or vitamin B12 with long use.',
    about: 'Omeprazole is a proton pump inhibitor that reduces stomach acid.',
    variants: [
      {
        strength: '20 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Seclo', 'সেকলো', 'square', 60],
          ['Losectil', 'লোসেকটিল', 'skf', 50],
          ['Omenix', 'ওমেনিক্স', 'opsonin', 45],
          ['Proceptin', 'প্রোসেপটিন', 'beximco', 50],
          ['Omep', 'ওমেপ', 'acme', 45],
        ],
      },
      {
        strength: '40 mg',
        form: 'Capsule',
        pack: C10,
        rx: true,
        brands: [
          ['Seclo', 'সেকলো', 'square', 90],
          ['Losectil', 'লোসেকটিল', 'skf', 80],
          ['Proceptin', 'প্রোসেপটিন', 'beximco', 80],
        ],
      },
    ],
  },
  {
    generics: ['Esomeprazole'],
    category: 'gastric-digestive',
    rx: false,
    indications: 'Reflux oesophagitis, heartburn, gastric and duodenal ulcers, protection from NSAID ulcers.',
    uses_rule: 'Adults: 20 to 40 mg once daily at least 1 hour before food. Swallow whole, do not chew.',
    side_effect: 'Headache, abdominal pain, constipation or diarrhoea, dry mouth.',
    about: 'Esomeprazole is a proton pump inhibitor for long-lasting acid control.',
    variants: [
      {
        strength: '20 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Sergel', 'সারজেল', 'healthcare', 70],
          ['Maxpro', 'ম্যাক্সপ্রো', 'renata', 70],
          ['Nexum', 'নেক্সাম', 'square', 70],
          ['Esonix', 'ইসোনিক্স', 'incepta', 65],
          ['Esoral', 'ইসোরাল', 'skf', 65],
        ],
      },
      {
        strength: '40 mg',
        form: 'Tablet',
        pack: T10,
        rx: true,
        brands: [
          ['Sergel', 'সারজেল', 'healthcare', 100],
          ['Maxpro', 'ম্যাক্সপ্রো', 'renata', 100],
          ['Nexum', 'নেক্সাম', 'square', 100],
          ['Esonix', 'ইসোনিক্স', 'incepta', 95],
        ],
      },
      {
        strength: '20 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Sergel', 'সারজেল', 'healthcare', 75],
          ['Maxpro', 'ম্যাক্সপ্রো', 'renata', 75],
        ],
      },
    ],
  },
  {
    generics: ['Pantoprazole'],
    category: 'gastric-digestive',
    rx: true,
    indications: 'Gastro-oesophageal reflux disease, peptic ulcer, Zollinger-Ellison syndrome.',
    uses_rule: 'Adults: 20 to 40 mg once daily before breakfast.',
    side_effect: 'Headache, diarrhoea, nausea, dizziness.',
    about: 'Pantoprazole is a proton pump inhibitor with few drug interactions.',
    variants: [
      {
        strength: '20 mg',
        form: 'Tablet',
        pack: T10,
        rx: false,
        brands: [
          ['Pantonix', 'প্যান্টোনিক্স', 'incepta', 50],
          ['Pantid', 'প্যান্টিড', 'aristo', 45],
          ['Trupan', 'ট্রুপ্যান', 'square', 50],
        ],
      },
      {
        strength: '40 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Pantonix', 'প্যান্টোনিক্স', 'incepta', 80],
          ['Pantid', 'প্যান্টিড', 'aristo', 75],
          ['Trupan', 'ট্রুপ্যান', 'square', 80],
          ['Protopan', 'প্রোটোপ্যান', 'beximco', 75],
        ],
      },
    ],
  },
  {
    generics: ['Rabeprazole Sodium'],
    category: 'gastric-digestive',
    rx: true,
    indications: 'Duodenal and gastric ulcer, reflux disease, H. pylori eradication with antibiotics.',
    uses_rule: 'Adults: 20 mg once daily in the morning before food.',
    side_effect: 'Headache, diarrhoea, nausea, flu-like symptoms.',
    about: 'Rabeprazole is a fast-acting proton pump inhibitor.',
    variants: [
      {
        strength: '20 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Finix', 'ফিনিক্স', 'opsonin', 70],
          ['Rabe', 'র‍্যাবে', 'square', 80],
          ['Rabecid', 'র‍্যাবেসিড', 'incepta', 75],
        ],
      },
    ],
  },
  {
    generics: ['Aluminium Hydroxide', 'Magnesium Hydroxide', 'Simethicone'],
    category: 'gastric-digestive',
    rx: false,
    indications: 'Acidity, heartburn, indigestion, gas and bloating.',
    uses_rule: 'Adults: 2 to 4 teaspoons (or 1 to 2 chewable tablets) after meals and at bedtime. Shake well.',
    side_effect: 'Constipation or mild diarrhoea; avoid long use in kidney disease.',
    about: 'An antacid that neutralises stomach acid, with simethicone to relieve gas.',
    variants: [
      {
        strength: '400 mg + 400 mg + 30 mg/5 ml',
        form: 'Suspension',
        pack: '200 ml bottle',
        brands: [
          ['Entacyd Plus', 'এনটাসিড প্লাস', 'square', 75],
          ['Antacid Plus', 'অ্যান্টাসিড প্লাস', 'opsonin', 70],
          ['Avlocid Plus', 'অ্যাভলোসিড প্লাস', 'aci', 65],
          ['Flatameal DS', 'ফ্ল্যাটামিল ডিএস', 'beximco', 80],
        ],
      },
      {
        strength: '250 mg + 400 mg + 30 mg',
        form: 'Chewable Tablet',
        pack: '20 tablets',
        brands: [
          ['Entacyd Plus', 'এনটাসিড প্লাস', 'square', 40],
          ['Antacid Plus', 'অ্যান্টাসিড প্লাস', 'opsonin', 36],
        ],
      },
    ],
  },
  {
    generics: ['Domperidone'],
    category: 'gastric-digestive',
    rx: true,
    indications: 'Nausea and vomiting, bloating and fullness after meals, slow stomach emptying.',
    uses_rule: 'Adults: 10 mg up to three times daily 15 to 30 minutes before meals, for no more than 1 week.',
    side_effect: 'Dry mouth, headache; rarely heart rhythm changes or breast swelling.',
    about: 'Domperidone speeds stomach emptying and stops nausea.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Motigut', 'মোটিগাট', 'square', 30],
          ['Omidon', 'ওমিডন', 'opsonin', 25],
          ['Deflux', 'ডিফ্লাক্স', 'incepta', 28],
        ],
      },
      {
        strength: '5 mg/5 ml',
        form: 'Suspension',
        pack: '60 ml bottle',
        brands: [
          ['Motigut', 'মোটিগাট', 'square', 40],
          ['Omidon', 'ওমিডন', 'opsonin', 35],
        ],
      },
    ],
  },
  {
    generics: ['Oral Rehydration Salts'],
    category: 'gastric-digestive',
    rx: false,
    indications: 'Dehydration from diarrhoea, vomiting, cholera, heat and heavy sweating.',
    uses_rule:
      'Dissolve one sachet in 500 ml (half a litre) of safe drinking water. Drink small sips often; use within 12 hours.',
    side_effect: 'Vomiting if taken too fast; do not mix with less water than directed.',
    about: 'Low-osmolarity oral saline (sodium chloride, potassium chloride, sodium citrate and glucose).',
    variants: [
      {
        strength: '10.25 g',
        form: 'Sachet',
        pack: '1 sachet',
        brands: [
          ['ORSaline-N', 'ওরস্যালাইন-এন', 'smc', 6],
          ['Orsaline Fruity', 'ওরস্যালাইন ফ্রুটি', 'smc', 7],
          ['Acme ORS', 'একমি ওআরএস', 'acme', 6],
          ['Rehydrate', 'রিহাইড্রেট', 'square', 6],
        ],
      },
    ],
  },
  {
    generics: ['Zinc Sulfate'],
    category: 'gastric-digestive',
    rx: false,
    indications: 'Childhood diarrhoea together with ORS; zinc deficiency.',
    uses_rule: 'Children 6 months to 5 years: 20 mg once daily for 10 days; infants under 6 months: 10 mg.',
    side_effect: 'Nausea or vomiting if taken on an empty stomach.',
    about: 'Zinc shortens diarrhoea and reduces how often it comes back.',
    variants: [
      {
        strength: '20 mg',
        form: 'Dispersible Tablet',
        pack: T10,
        brands: [
          ['Baby Zinc', 'বেবি জিংক', 'smc', 20],
          ['Zinc B', 'জিংক বি', 'acme', 20],
          ['Zinkid', 'জিংকিড', 'square', 22],
        ],
      },
      {
        strength: '10 mg/5 ml',
        form: 'Syrup',
        pack: '100 ml bottle',
        brands: [
          ['Baby Zinc', 'বেবি জিংক', 'smc', 40],
          ['Zinkid', 'জিংকিড', 'square', 45],
        ],
      },
    ],
  },
  {
    generics: ['Loperamide Hydrochloride'],
    category: 'gastric-digestive',
    rx: true,
    indications: 'Short-term control of acute non-infectious diarrhoea in adults.',
    uses_rule: 'Adults: 4 mg first, then 2 mg after each loose stool, no more than 16 mg a day. Not for children.',
    side_effect: 'Constipation, bloating, dizziness. Do not use with fever or bloody stools.',
    about: 'Loperamide slows the movement of the bowel.',
    variants: [
      {
        strength: '2 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Imotil', 'ইমোটিল', 'square', 30],
          ['Lopamid', 'লোপামিড', 'opsonin', 25],
        ],
      },
    ],
  },
  {
    generics: ['Lactulose'],
    category: 'gastric-digestive',
    rx: false,
    indications: 'Constipation, hepatic encephalopathy.',
    uses_rule: 'Adults: 15 ml once or twice daily; children 5 to 10 ml. Takes 1 to 2 days to work.',
    side_effect: 'Wind, bloating, stomach cramps, diarrhoea at high doses.',
    about: 'Lactulose is a gentle osmotic laxative that softens stools.',
    variants: [
      {
        strength: '3.35 g/5 ml',
        form: 'Solution',
        pack: '100 ml bottle',
        brands: [
          ['Avolac', 'অ্যাভোলাক', 'beximco', 150],
          ['Osmolax', 'অসমোল্যাক্স', 'square', 160],
          ['Laxenna', 'ল্যাক্সেনা', 'incepta', 140],
        ],
      },
    ],
  },
  {
    generics: ['Ispaghula Husk'],
    category: 'gastric-digestive',
    rx: false,
    indications: 'Constipation, irritable bowel syndrome, piles, diarrhoea (to firm stools).',
    uses_rule: 'Adults: 1 sachet in a glass of water once or twice daily; drink another glass of water after.',
    side_effect: 'Bloating and wind at first; take with plenty of water.',
    about: 'A natural fibre that adds bulk to the stool.',
    variants: [
      {
        strength: '3.5 g',
        form: 'Sachet',
        pack: '1 sachet',
        brands: [
          ['Isova', 'ইসোভা', 'incepta', 12],
          ['Ispagol', 'ইসপাগল', 'square', 12],
          ['Fybogel', 'ফাইবোজেল', 'reckitt', 20],
        ],
      },
    ],
  },
  {
    generics: ['Albendazole'],
    category: 'gastric-digestive',
    rx: false,
    indications: 'Roundworm, hookworm, whipworm, threadworm and tapeworm infections.',
    uses_rule: 'Adults and children over 2 years: 400 mg as a single dose; repeat after 2 weeks for threadworm.',
    side_effect: 'Stomach pain, nausea, headache. Not for pregnant women.',
    about: 'Albendazole is a broad-spectrum deworming medicine.',
    variants: [
      {
        strength: '400 mg',
        form: 'Chewable Tablet',
        pack: '1 tablet',
        brands: [
          ['Almex', 'আলমেক্স', 'square', 5],
          ['Alben DS', 'অ্যালবেন ডিএস', 'acme', 5],
          ['Benda', 'বেন্ডা', 'incepta', 5],
        ],
      },
      {
        strength: '200 mg/5 ml',
        form: 'Suspension',
        pack: '10 ml bottle',
        brands: [
          ['Almex', 'আলমেক্স', 'square', 25],
          ['Benda', 'বেন্ডা', 'incepta', 22],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Diabetes
  {
    generics: ['Metformin Hydrochloride'],
    category: 'diabetes',
    rx: true,
    indications: 'Type 2 diabetes, alone or with other medicines or insulin; polycystic ovary syndrome.',
    uses_rule: 'Adults: start with 500 mg once or twice daily with meals, increasing slowly; maximum 2 g a day.',
    side_effect: 'Nausea, diarrhoea, metallic taste, loss of appetite; low vitamin B12 with long use.',
    about: 'Metformin lowers blood sugar by reducing glucose made by the liver; it does not cause weight gain.',
    variants: [
      {
        strength: '500 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Comet', 'কমেট', 'square', 40],
          ['Informet', 'ইনফরমেট', 'incepta', 35],
          ['Bigmet', 'বিগমেট', 'renata', 40],
          ['Metfo', 'মেটফো', 'opsonin', 30],
          ['Diamet', 'ডায়ামেট', 'beacon', 32],
        ],
      },
      {
        strength: '850 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Comet', 'কমেট', 'square', 60],
          ['Informet', 'ইনফরমেট', 'incepta', 55],
          ['Bigmet', 'বিগমেট', 'renata', 60],
        ],
      },
      {
        strength: '500 mg',
        form: 'Extended Release Tablet',
        pack: T10,
        brands: [
          ['Comet XR', 'কমেট এক্সআর', 'square', 60],
          ['Informet XR', 'ইনফরমেট এক্সআর', 'incepta', 55],
        ],
      },
    ],
  },
  {
    generics: ['Glimepiride'],
    category: 'diabetes',
    rx: true,
    indications: 'Type 2 diabetes when diet, exercise and metformin are not enough.',
    uses_rule: 'Adults: 1 to 4 mg once daily with breakfast. Do not skip meals.',
    side_effect: 'Low blood sugar (sweating, shaking, hunger), weight gain, nausea.',
    about: 'Glimepiride is a sulfonylurea that helps the pancreas release insulin.',
    variants: [
      {
        strength: '1 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Secrin', 'সিক্রিন', 'aristo', 60],
          ['Amaryl', 'অ্যামারিল', 'sanofi', 80],
          ['Glimerol', 'গ্লিমেরল', 'incepta', 55],
        ],
      },
      {
        strength: '2 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Secrin', 'সিক্রিন', 'aristo', 100],
          ['Amaryl', 'অ্যামারিল', 'sanofi', 130],
          ['Glimerol', 'গ্লিমেরল', 'incepta', 95],
        ],
      },
    ],
  },
  {
    generics: ['Gliclazide'],
    category: 'diabetes',
    rx: true,
    indications: 'Type 2 diabetes in adults.',
    uses_rule: 'Modified release 30 to 120 mg once daily with breakfast; standard tablet 80 mg once or twice daily.',
    side_effect: 'Low blood sugar, stomach upset, skin rash.',
    about: 'Gliclazide is a sulfonylurea that increases insulin release.',
    variants: [
      {
        strength: '80 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Comprid', 'কমপ্রিড', 'square', 70],
          ['Dimerol', 'ডাইমেরল', 'beximco', 65],
          ['Glicron', 'গ্লিক্রন', 'incepta', 60],
        ],
      },
      {
        strength: '30 mg',
        form: 'MR Tablet',
        pack: T10,
        brands: [
          ['Diamicron MR', 'ডায়ামাইক্রন এমআর', 'sanofi', 90],
          ['Comprid MR', 'কমপ্রিড এমআর', 'square', 70],
        ],
      },
    ],
  },
  {
    generics: ['Sitagliptin'],
    category: 'diabetes',
    rx: true,
    indications: 'Type 2 diabetes, alone or with metformin or other medicines.',
    uses_rule: 'Adults: 100 mg once daily (50 mg in moderate kidney disease), with or without food.',
    side_effect: 'Headache, blocked nose, sore throat; rarely pancreatitis.',
    about: 'Sitagliptin is a DPP-4 inhibitor that raises insulin after meals without causing weight gain.',
    variants: [
      {
        strength: '50 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Sitagen', 'সিটাজেন', 'incepta', 180],
          ['Sitaglip', 'সিটাগ্লিপ', 'beacon', 170],
          ['Januvia', 'জানুভিয়া', 'square', 220],
        ],
      },
      {
        strength: '100 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Sitagen', 'সিটাজেন', 'incepta', 300],
          ['Sitaglip', 'সিটাগ্লিপ', 'beacon', 280],
        ],
      },
    ],
  },
  {
    generics: ['Linagliptin'],
    category: 'diabetes',
    rx: true,
    indications: 'Type 2 diabetes, including patients with kidney disease.',
    uses_rule: 'Adults: 5 mg once daily, with or without food. No dose change needed for kidney disease.',
    side_effect: 'Cough, sore throat, low blood sugar when used with a sulfonylurea.',
    about: 'Linagliptin is a once-daily DPP-4 inhibitor.',
    variants: [
      {
        strength: '5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Linatab', 'লিনাট্যাব', 'square', 250],
          ['Linaglip', 'লিনাগ্লিপ', 'beximco', 240],
          ['Trajenta', 'ট্রাজেন্টা', 'healthcare', 280],
        ],
      },
    ],
  },
  {
    generics: ['Empagliflozin'],
    category: 'diabetes',
    rx: true,
    indications: 'Type 2 diabetes; heart failure and chronic kidney disease.',
    uses_rule: 'Adults: 10 mg once daily in the morning, may increase to 25 mg. Drink enough water.',
    side_effect: 'Genital fungal infections, frequent urination, dehydration.',
    about: 'Empagliflozin is an SGLT2 inhibitor that removes sugar through the urine and protects heart and kidneys.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Empa', 'এম্পা', 'square', 300],
          ['Empaglif', 'এম্পাগ্লিফ', 'incepta', 280],
          ['Jardiance', 'জারডিয়েন্স', 'healthcare', 380],
        ],
      },
      {
        strength: '25 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Empa', 'এম্পা', 'square', 450],
          ['Empaglif', 'এম্পাগ্লিফ', 'incepta', 420],
        ],
      },
    ],
  },
  {
    generics: ['Biphasic Human Insulin 30/70'],
    category: 'diabetes',
    rx: true,
    indications: 'Diabetes mellitus needing insulin.',
    uses_rule:
      'Inject under the skin 30 minutes before breakfast and dinner as prescribed. Store unopened vials in a refrigerator.',
    side_effect: 'Low blood sugar, weight gain, redness or lumps at the injection site.',
    about: 'A premixed human insulin: 30% soluble and 70% isophane insulin.',
    storage: 'Store between 2 and 8 °C; do not freeze. An open vial keeps at room temperature for 4 weeks.',
    variants: [
      {
        strength: '100 IU/ml',
        form: 'Injection',
        pack: '10 ml vial',
        brands: [
          ['Mixtard 30', 'মিক্সটার্ড ৩০', 'novonordisk', 550],
          ['Insulet 30/70', 'ইনসুলেট ৩০/৭০', 'incepta', 450],
          ['Human Mix 30', 'হিউম্যান মিক্স ৩০', 'renata', 480],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Heart & Blood Pressure
  {
    generics: ['Amlodipine'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'High blood pressure, stable angina.',
    uses_rule: 'Adults: 5 mg once daily, may increase to 10 mg. Take at the same time each day.',
    side_effect: 'Ankle swelling, flushing, headache, tiredness, palpitations.',
    about: 'Amlodipine is a calcium channel blocker that relaxes blood vessels.',
    variants: [
      {
        strength: '5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Camlodin', 'ক্যামলোডিন', 'square', 50],
          ['Amdocal', 'অ্যামডোক্যাল', 'beximco', 50],
          ['Amlopin', 'অ্যামলোপিন', 'incepta', 45],
          ['Ampin', 'অ্যাম্পিন', 'renata', 45],
          ['Amlocard', 'অ্যামলোকার্ড', 'opsonin', 40],
        ],
      },
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Camlodin', 'ক্যামলোডিন', 'square', 80],
          ['Amdocal', 'অ্যামডোক্যাল', 'beximco', 80],
          ['Amlopin', 'অ্যামলোপিন', 'incepta', 75],
        ],
      },
    ],
  },
  {
    generics: ['Losartan Potassium'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'High blood pressure, diabetic kidney disease, heart failure.',
    uses_rule: 'Adults: 50 mg once daily, may increase to 100 mg.',
    side_effect: 'Dizziness, high potassium, tiredness. Not for pregnant women.',
    about: 'Losartan is an angiotensin receptor blocker (ARB).',
    variants: [
      {
        strength: '50 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Osartil', 'ওসারটিল', 'incepta', 80],
          ['Angilock', 'অ্যানজিলক', 'square', 80],
          ['Losart', 'লোসার্ট', 'acme', 70],
          ['Rosatan', 'রোসাটান', 'opsonin', 70],
          ['Larb', 'লার্ব', 'beximco', 75],
        ],
      },
      {
        strength: '25 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Osartil', 'ওসারটিল', 'incepta', 50],
          ['Angilock', 'অ্যানজিলক', 'square', 50],
        ],
      },
    ],
  },
  {
    generics: ['Losartan Potassium', 'Hydrochlorothiazide'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'High blood pressure not controlled by one medicine.',
    uses_rule: 'Adults: 1 tablet once daily in the morning.',
    side_effect: 'Dizziness, frequent urination, low potassium or sodium.',
    about: 'Losartan with a thiazide diuretic for stronger blood pressure control.',
    variants: [
      {
        strength: '50 mg + 12.5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Osartil Plus', 'ওসারটিল প্লাস', 'incepta', 90],
          ['Angilock Plus', 'অ্যানজিলক প্লাস', 'square', 90],
          ['Losart Plus', 'লোসার্ট প্লাস', 'acme', 80],
        ],
      },
    ],
  },
  {
    generics: ['Olmesartan Medoxomil', 'Amlodipine'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'High blood pressure needing two medicines.',
    uses_rule: 'Adults: 1 tablet once daily.',
    side_effect: 'Ankle swelling, dizziness, headache.',
    about: 'An angiotensin receptor blocker combined with a calcium channel blocker.',
    variants: [
      {
        strength: '20 mg + 5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Bizoran', 'বিজোরান', 'square', 120],
          ['Olmesan A', 'ওলমেসান এ', 'beximco', 110],
          ['Olmecar Plus', 'ওলমেকার প্লাস', 'incepta', 110],
        ],
      },
    ],
  },
  {
    generics: ['Bisoprolol Fumarate'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'High blood pressure, angina, stable heart failure, fast heart rate.',
    uses_rule: 'Adults: 2.5 to 10 mg once daily in the morning. Do not stop suddenly.',
    side_effect: 'Tiredness, cold hands and feet, slow pulse, dizziness.',
    about: 'Bisoprolol is a heart-selective beta blocker.',
    variants: [
      {
        strength: '2.5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Bisocor', 'বিসোকর', 'square', 50],
          ['Concor', 'কনকর', 'renata', 60],
          ['Bisopro', 'বিসোপ্রো', 'incepta', 45],
        ],
      },
      {
        strength: '5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Bisocor', 'বিসোকর', 'square', 80],
          ['Concor', 'কনকর', 'renata', 95],
          ['Bisopro', 'বিসোপ্রো', 'incepta', 75],
        ],
      },
    ],
  },
  {
    generics: ['Atenolol'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'High blood pressure, angina, irregular heartbeat.',
    uses_rule: 'Adults: 25 to 100 mg once daily.',
    side_effect: 'Tiredness, slow pulse, cold extremities.',
    about: 'Atenolol is a beta blocker that slows the heart.',
    variants: [
      {
        strength: '50 mg',
        form: 'Tablet',
        pack: T14,
        brands: [
          ['Tenoren', 'টেনোরেন', 'aci', 35],
          ['Tenolol', 'টেনোলোল', 'square', 35],
          ['Atenol', 'অ্যাটেনল', 'opsonin', 30],
        ],
      },
    ],
  },
  {
    generics: ['Rosuvastatin'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'High cholesterol and triglycerides; prevention of heart attack and stroke.',
    uses_rule: 'Adults: 5 to 20 mg once daily, any time of day. Keep to a low-fat diet.',
    side_effect: 'Muscle aches, headache, stomach pain; report unexplained muscle pain.',
    about: 'Rosuvastatin is a statin that lowers LDL cholesterol.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Rosuva', 'রসুভা', 'square', 180],
          ['Rostil', 'রোস্টিল', 'incepta', 170],
          ['Rosutin', 'রসুটিন', 'beximco', 170],
          ['Rosu', 'রসু', 'beacon', 150],
        ],
      },
      {
        strength: '5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Rosuva', 'রসুভা', 'square', 100],
          ['Rostil', 'রোস্টিল', 'incepta', 95],
        ],
      },
    ],
  },
  {
    generics: ['Atorvastatin'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'High cholesterol, prevention of heart disease in people at risk.',
    uses_rule: 'Adults: 10 to 80 mg once daily, usually in the evening.',
    side_effect: 'Muscle pain, digestive upset, raised liver enzymes.',
    about: 'Atorvastatin is a statin that lowers cholesterol.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Atova', 'অ্যাটোভা', 'beximco', 100],
          ['Anzitor', 'অ্যানজিটর', 'square', 100],
          ['Lipitor', 'লিপিটর', 'renata', 120],
        ],
      },
      {
        strength: '20 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Atova', 'অ্যাটোভা', 'beximco', 180],
          ['Anzitor', 'অ্যানজিটর', 'square', 180],
        ],
      },
    ],
  },
  {
    generics: ['Aspirin'],
    category: 'heart-blood-pressure',
    rx: false,
    indications: 'Prevention of heart attack and stroke in people at risk; after coronary stenting.',
    uses_rule: 'Adults: 75 to 150 mg once daily after food. Not for children under 16.',
    side_effect: 'Indigestion, easy bruising, stomach bleeding.',
    about: 'Low-dose enteric-coated aspirin that stops platelets from clumping.',
    variants: [
      {
        strength: '75 mg',
        form: 'Tablet',
        pack: T30,
        brands: [
          ['Ecosprin', 'ইকোস্প্রিন', 'aci', 30],
          ['Asprin', 'অ্যাসপ্রিন', 'square', 30],
          ['Cardoprin', 'কার্ডোপ্রিন', 'opsonin', 25],
        ],
      },
    ],
  },
  {
    generics: ['Clopidogrel'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'After heart attack, stroke or stenting; peripheral artery disease.',
    uses_rule: 'Adults: 75 mg once daily, often together with aspirin.',
    side_effect: 'Bleeding, bruising, diarrhoea, rash.',
    about: 'Clopidogrel is an antiplatelet medicine.',
    variants: [
      {
        strength: '75 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Clopid', 'ক্লোপিড', 'renata', 120],
          ['Anclog', 'অ্যানক্লগ', 'square', 120],
          ['Clopirel', 'ক্লোপিরেল', 'incepta', 110],
          ['Plagrin', 'প্লাগ্রিন', 'beximco', 110],
        ],
      },
    ],
  },
  {
    generics: ['Furosemide'],
    category: 'heart-blood-pressure',
    rx: true,
    indications: 'Fluid build-up (oedema) in heart, liver or kidney disease; high blood pressure.',
    uses_rule: 'Adults: 20 to 40 mg in the morning. Avoid doses late in the day.',
    side_effect: 'Frequent urination, low potassium, dizziness, thirst.',
    about: 'Furosemide is a strong loop diuretic (water tablet).',
    variants: [
      {
        strength: '40 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Lasix', 'ল্যাসিক্স', 'sanofi', 15],
          ['Fusid', 'ফুসিড', 'square', 12],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Allergy & Cold
  {
    generics: ['Fexofenadine Hydrochloride'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Seasonal allergic rhinitis (sneezing, runny nose, itchy eyes), chronic hives.',
    uses_rule: 'Adults: 120 mg once daily for rhinitis or 180 mg once daily for hives. Avoid fruit juice near a dose.',
    side_effect: 'Headache, drowsiness is uncommon, nausea.',
    about: 'Fexofenadine is a non-drowsy antihistamine.',
    variants: [
      {
        strength: '120 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Fexo', 'ফেক্সো', 'square', 80],
          ['Fenadin', 'ফেনাডিন', 'renata', 80],
          ['Telfast', 'টেলফাস্ট', 'sanofi', 100],
          ['Axodin', 'অ্যাক্সোডিন', 'beximco', 75],
          ['Fexomin', 'ফেক্সোমিন', 'opsonin', 70],
        ],
      },
      {
        strength: '180 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Fexo', 'ফেক্সো', 'square', 120],
          ['Fenadin', 'ফেনাডিন', 'renata', 120],
          ['Axodin', 'অ্যাক্সোডিন', 'beximco', 110],
        ],
      },
      {
        strength: '30 mg/5 ml',
        form: 'Suspension',
        pack: '50 ml bottle',
        brands: [
          ['Fexo', 'ফেক্সো', 'square', 70],
          ['Fenadin', 'ফেনাডিন', 'renata', 65],
        ],
      },
    ],
  },
  {
    generics: ['Cetirizine Hydrochloride'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Allergic rhinitis, itching, hives, allergic skin reactions.',
    uses_rule: 'Adults and children over 12: 10 mg once daily, preferably at night.',
    side_effect: 'Drowsiness, dry mouth, headache. Avoid driving if drowsy.',
    about: 'Cetirizine is a once-daily antihistamine.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Alatrol', 'অ্যালাট্রল', 'square', 30],
          ['Atrizin', 'অ্যাট্রিজিন', 'beximco', 28],
          ['Cetizin', 'সেটিজিন', 'opsonin', 25],
          ['Ritch', 'রিচ', 'incepta', 25],
        ],
      },
      {
        strength: '5 mg/5 ml',
        form: 'Syrup',
        pack: '60 ml bottle',
        brands: [
          ['Alatrol', 'অ্যালাট্রল', 'square', 40],
          ['Atrizin', 'অ্যাট্রিজিন', 'beximco', 38],
        ],
      },
    ],
  },
  {
    generics: ['Levocetirizine Dihydrochloride'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Allergic rhinitis and chronic hives.',
    uses_rule: 'Adults: 5 mg once daily in the evening.',
    side_effect: 'Sleepiness, dry mouth, tiredness.',
    about: 'Levocetirizine is the active form of cetirizine, effective at half the dose.',
    variants: [
      {
        strength: '5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Seasonix', 'সিজনিক্স', 'incepta', 40],
          ['Levorin', 'লেভোরিন', 'square', 45],
          ['Curin', 'কিউরিন', 'beximco', 40],
        ],
      },
    ],
  },
  {
    generics: ['Desloratadine'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Allergic rhinitis and hives.',
    uses_rule: 'Adults: 5 mg once daily.',
    side_effect: 'Headache, dry mouth, tiredness.',
    about: 'Desloratadine is a long-acting non-drowsy antihistamine.',
    variants: [
      {
        strength: '5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Deslor', 'ডেসলর', 'square', 50],
          ['Desora', 'ডেসোরা', 'incepta', 45],
        ],
      },
    ],
  },
  {
    generics: ['Rupatadine'],
    category: 'allergy-cold',
    rx: true,
    indications: 'Allergic rhinitis and chronic urticaria.',
    uses_rule: 'Adults: 10 mg once daily.',
    side_effect: 'Drowsiness, headache, tiredness.',
    about: 'Rupatadine blocks histamine and platelet-activating factor.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Rupa', 'রুপা', 'square', 80],
          ['Rupatrol', 'রুপাট্রল', 'beximco', 75],
        ],
      },
    ],
  },
  {
    generics: ['Chlorpheniramine Maleate'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Sneezing and runny nose, hay fever, itching, insect bite reactions.',
    uses_rule: 'Adults: 4 mg every 4 to 6 hours, no more than 24 mg a day. Causes drowsiness.',
    side_effect: 'Drowsiness, dry mouth, blurred vision, constipation.',
    about: 'Chlorpheniramine is a classic sedating antihistamine.',
    variants: [
      {
        strength: '4 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Histacin', 'হিস্টাসিন', 'jayson', 5],
          ['Cofi', 'কফি', 'square', 6],
        ],
      },
      {
        strength: '2 mg/5 ml',
        form: 'Syrup',
        pack: '60 ml bottle',
        brands: [
          ['Histacin', 'হিস্টাসিন', 'jayson', 20],
          ['Cofi', 'কফি', 'square', 22],
        ],
      },
    ],
  },
  {
    generics: ['Ketotifen'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Prevention of allergic asthma in children, allergic rhinitis and conjunctivitis, hives.',
    uses_rule: 'Adults and children over 3: 1 mg twice daily with food. Full effect after several weeks.',
    side_effect: 'Drowsiness, increased appetite, weight gain.',
    about: 'Ketotifen is an antihistamine and mast cell stabiliser.',
    variants: [
      {
        strength: '1 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Tofen', 'টোফেন', 'beximco', 25],
          ['Prosma', 'প্রসমা', 'square', 25],
          ['Ketif', 'কেটিফ', 'opsonin', 20],
        ],
      },
      {
        strength: '1 mg/5 ml',
        form: 'Syrup',
        pack: '100 ml bottle',
        brands: [
          ['Tofen', 'টোফেন', 'beximco', 50],
          ['Prosma', 'প্রসমা', 'square', 50],
        ],
      },
    ],
  },
  {
    generics: ['Xylometazoline Hydrochloride'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Blocked nose from colds, sinusitis and allergic rhinitis.',
    uses_rule: 'Adults: 1 to 2 drops in each nostril 2 to 3 times daily, for no more than 5 days.',
    side_effect: 'Stinging, dryness; rebound congestion if used too long.',
    about: 'A nasal decongestant that shrinks swollen vessels in the nose.',
    variants: [
      {
        strength: '0.1%',
        form: 'Nasal Drops',
        pack: '15 ml bottle',
        brands: [
          ['Antazol', 'অ্যান্টাজল', 'square', 30],
          ['Otrivin', 'অট্রিভিন', 'novartis', 80],
          ['Nasomet', 'নাসোমেট', 'incepta', 28],
        ],
      },
    ],
  },
  {
    generics: ['Ambroxol Hydrochloride'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Productive cough with thick mucus, bronchitis.',
    uses_rule: 'Adults: 10 ml three times daily. Children 2 to 5 years: 2.5 ml three times daily.',
    side_effect: 'Mild stomach upset, taste change.',
    about: 'Ambroxol thins mucus so it can be coughed up easily.',
    variants: [
      {
        strength: '15 mg/5 ml',
        form: 'Syrup',
        pack: '100 ml bottle',
        brands: [
          ['Ambrox', 'অ্যামব্রক্স', 'square', 55],
          ['Mucosol', 'মিউকোসল', 'opsonin', 50],
          ['Ambolyt', 'অ্যামবোলিট', 'acme', 50],
        ],
      },
    ],
  },
  {
    generics: ['Adhatoda vasica', 'Tulsi', 'Honey'],
    category: 'allergy-cold',
    rx: false,
    indications: 'Cough, cold and sore throat.',
    uses_rule: 'Adults: 2 teaspoons three to four times daily; children 1 teaspoon.',
    side_effect: 'Generally well tolerated.',
    about: 'A herbal cough syrup with basak (vasaka) leaf extract and honey.',
    variants: [
      {
        strength: '1.5 ml/5 ml',
        form: 'Syrup',
        pack: '100 ml bottle',
        brands: [
          ['Adovas', 'এডোভাস', 'square', 90],
          ['Basok', 'বাসক', 'acme', 80],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Respiratory & Asthma
  {
    generics: ['Montelukast'],
    category: 'respiratory-asthma',
    rx: true,
    indications: 'Prevention of asthma, exercise-induced bronchospasm, allergic rhinitis.',
    uses_rule: 'Adults: 10 mg once daily in the evening. Children 6 to 14 years: 5 mg chewable; 2 to 5 years: 4 mg.',
    side_effect: 'Headache, stomach pain; rarely mood changes or bad dreams.',
    about: 'Montelukast is a leukotriene receptor antagonist that keeps airways open.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Monas', 'মোনাস', 'acme', 160],
          ['Montene', 'মন্টেন', 'square', 160],
          ['Odmon', 'ওডমন', 'beximco', 150],
          ['Provair', 'প্রোভেয়ার', 'healthcare', 150],
          ['Lumona', 'লুমোনা', 'incepta', 150],
        ],
      },
      {
        strength: '5 mg',
        form: 'Chewable Tablet',
        pack: T10,
        brands: [
          ['Monas', 'মোনাস', 'acme', 100],
          ['Montene', 'মন্টেন', 'square', 100],
          ['Provair', 'প্রোভেয়ার', 'healthcare', 95],
        ],
      },
      {
        strength: '4 mg',
        form: 'Chewable Tablet',
        pack: T10,
        brands: [
          ['Monas', 'মোনাস', 'acme', 80],
          ['Odmon', 'ওডমন', 'beximco', 75],
        ],
      },
    ],
  },
  {
    generics: ['Salbutamol'],
    category: 'respiratory-asthma',
    rx: true,
    indications: 'Relief of asthma attacks and wheezing, COPD, prevention of exercise-induced asthma.',
    uses_rule: 'Inhaler: 1 to 2 puffs when needed, up to 4 times a day. Shake before use; rinse mouth after.',
    side_effect: 'Shaking hands, fast heartbeat, headache, muscle cramps.',
    about: 'Salbutamol is a quick-relief bronchodilator.',
    variants: [
      {
        strength: '100 mcg/puff',
        form: 'Inhaler',
        pack: '200 metered doses',
        brands: [
          ['Azmasol', 'অ্যাজমাসল', 'beximco', 180],
          ['Sultolin', 'সালটোলিন', 'square', 180],
          ['Ventolin', 'ভেন্টোলিন', 'gsk', 250],
        ],
      },
      {
        strength: '2 mg/5 ml',
        form: 'Syrup',
        pack: '100 ml bottle',
        brands: [
          ['Sultolin', 'সালটোলিন', 'square', 30],
          ['Brodil', 'ব্রোডিল', 'aci', 28],
          ['Ventolin', 'ভেন্টোলিন', 'gsk', 45],
        ],
      },
    ],
  },
  {
    generics: ['Salmeterol', 'Fluticasone Propionate'],
    category: 'respiratory-asthma',
    rx: true,
    indications: 'Long-term control of asthma and COPD.',
    uses_rule: 'Adults: 2 puffs twice daily every day, even when well. Rinse mouth after use.',
    side_effect: 'Hoarse voice, oral thrush, headache.',
    about: 'A long-acting bronchodilator with an inhaled steroid.',
    variants: [
      {
        strength: '25 mcg + 125 mcg/puff',
        form: 'Inhaler',
        pack: '120 metered doses',
        brands: [
          ['Ticamet', 'টিকামেট', 'beximco', 650],
          ['Seretide', 'সেরেটাইড', 'gsk', 900],
          ['Flutisal', 'ফ্লুটিসাল', 'square', 620],
        ],
      },
    ],
  },
  {
    generics: ['Doxofylline'],
    category: 'respiratory-asthma',
    rx: true,
    indications: 'Asthma and COPD with wheezing.',
    uses_rule: 'Adults: 400 mg two to three times daily.',
    side_effect: 'Nausea, headache, sleeplessness, palpitations.',
    about: 'Doxofylline is a bronchodilator with fewer heart effects than theophylline.',
    variants: [
      {
        strength: '200 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Doxova', 'ডক্সোভা', 'square', 90],
          ['Doxiva', 'ডক্সিভা', 'beximco', 85],
        ],
      },
      {
        strength: '400 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Doxova', 'ডক্সোভা', 'square', 150],
          ['Doxiva', 'ডক্সিভা', 'beximco', 140],
        ],
      },
    ],
  },
  {
    generics: ['Budesonide'],
    category: 'respiratory-asthma',
    rx: true,
    indications: 'Long-term control of asthma; croup in children (nebulised).',
    uses_rule: 'Nebuliser: 0.5 to 1 mg twice daily as prescribed.',
    side_effect: 'Hoarseness, sore throat, oral thrush.',
    about: 'Budesonide is an inhaled corticosteroid.',
    variants: [
      {
        strength: '0.5 mg/2 ml',
        form: 'Nebuliser Suspension',
        pack: '5 respules',
        brands: [
          ['Budicort', 'বুডিকর্ট', 'square', 200],
          ['Budeson', 'বুডেসন', 'beximco', 190],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Vitamins & Supplements
  {
    generics: ['Ascorbic Acid'],
    category: 'vitamins-supplements',
    rx: false,
    indications: 'Vitamin C deficiency, scurvy, support for wound healing and immunity.',
    uses_rule: 'Adults: 250 mg one to two times daily. Chew the tablet.',
    side_effect: 'Stomach upset or diarrhoea at high doses.',
    about: 'Vitamin C is needed for healthy gums, skin and wound healing.',
    variants: [
      {
        strength: '250 mg',
        form: 'Chewable Tablet',
        pack: '30 tablets (1 box)',
        brands: [
          ['Ceevit', 'সিভিট', 'square', 60],
          ['C-Vit', 'সি-ভিট', 'opsonin', 50],
          ['Vicee', 'ভিসি', 'acme', 50],
        ],
      },
    ],
  },
  {
    generics: ['Calcium Carbonate', 'Vitamin D3'],
    category: 'vitamins-supplements',
    rx: false,
    indications: 'Calcium and vitamin D deficiency, osteoporosis, pregnancy and breastfeeding.',
    uses_rule: 'Adults: 1 tablet once or twice daily after meals.',
    side_effect: 'Constipation, bloating; avoid taking with iron at the same time.',
    about: 'Calcium 500 mg with vitamin D3 200 IU for strong bones and teeth.',
    variants: [
      {
        strength: '500 mg + 200 IU',
        form: 'Tablet',
        pack: '15 tablets (1 strip)',
        brands: [
          ['Calbo-D', 'ক্যালবো-ডি', 'square', 165],
          ['Aristocal-D', 'অ্যারিস্টোক্যাল-ডি', 'aristo', 150],
          ['Ostocal-D', 'অস্টোক্যাল-ডি', 'skf', 150],
          ['Coralcal-D', 'কোরালক্যাল-ডি', 'incepta', 160],
          ['Calcin-D', 'ক্যালসিন-ডি', 'opsonin', 140],
        ],
      },
    ],
  },
  {
    generics: ['Vitamin B1', 'Vitamin B6', 'Vitamin B12'],
    category: 'vitamins-supplements',
    rx: false,
    indications: 'Nerve pain and tingling, diabetic neuropathy, vitamin B deficiency.',
    uses_rule: 'Adults: 1 tablet one to three times daily after food.',
    side_effect: 'Rarely stomach upset, red urine from vitamin B12.',
    about: 'Thiamine, pyridoxine and cyanocobalamin for healthy nerves.',
    variants: [
      {
        strength: '100 mg + 200 mg + 200 mcg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Neuro-B', 'নিউরো-বি', 'square', 100],
          ['Neurobest', 'নিউরোবেস্ট', 'incepta', 90],
          ['Neurobion', 'নিউরোবিয়ন', 'renata', 110],
        ],
      },
    ],
  },
  {
    generics: ['Cholecalciferol'],
    category: 'vitamins-supplements',
    rx: false,
    indications: 'Vitamin D deficiency, bone pain, rickets, osteoporosis support.',
    uses_rule: 'Adults: 20,000 IU once a week for 8 weeks, then as advised by a doctor. Take with a meal.',
    side_effect: 'High calcium with overdose: thirst, nausea, confusion.',
    about: 'Vitamin D3 for bone health and muscle strength.',
    variants: [
      {
        strength: '20000 IU',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['D-Rise', 'ডি-রাইজ', 'beximco', 350],
          ['Dcal', 'ডিক্যাল', 'square', 350],
          ['Divit', 'ডিভিট', 'incepta', 300],
        ],
      },
      {
        strength: '2000 IU',
        form: 'Tablet',
        pack: '30 tablets (1 box)',
        brands: [
          ['D-Rise', 'ডি-রাইজ', 'beximco', 240],
          ['Dcal', 'ডিক্যাল', 'square', 240],
        ],
      },
    ],
  },
  {
    generics: ['Multivitamin', 'Multimineral'],
    category: 'vitamins-supplements',
    rx: false,
    indications: 'General health, recovery after illness, poor diet, extra needs in busy adults.',
    uses_rule: 'Adults: 1 tablet daily after breakfast.',
    side_effect: 'Mild nausea, dark stools from iron.',
    about: 'A complete A-to-Z multivitamin and mineral supplement.',
    variants: [
      {
        strength: '5000 IU + 400 IU + 60 mg',
        form: 'Tablet',
        pack: '30 tablets (1 box)',
        brands: [
          ['Filwel Gold', 'ফিলওয়েল গোল্ড', 'square', 300],
          ['Multivit Plus', 'মাল্টিভিট প্লাস', 'opsonin', 220],
          ['Supravit', 'সুপ্রাভিট', 'incepta', 250],
          ['Vitazin', 'ভিটাজিন', 'aci', 240],
        ],
      },
    ],
  },
  {
    generics: ['Vitamin E'],
    category: 'vitamins-supplements',
    rx: false,
    indications: 'Vitamin E deficiency, skin and hair health, antioxidant support.',
    uses_rule: 'Adults: 200 to 400 IU once daily after food.',
    side_effect: 'Rarely nausea, tiredness; bleeding risk at very high doses.',
    about: 'Vitamin E is a fat-soluble antioxidant.',
    variants: [
      {
        strength: '400 IU',
        form: 'Capsule',
        pack: '30 capsules',
        brands: [
          ['E-Cap', 'ই-ক্যাপ', 'drug', 150],
          ['Evit', 'ইভিট', 'square', 150],
          ['E-Gel', 'ই-জেল', 'incepta', 140],
        ],
      },
    ],
  },
  {
    generics: ['Omega-3 Fatty Acids'],
    category: 'vitamins-supplements',
    rx: false,
    indications: 'Support for heart health, high triglycerides, joint comfort.',
    uses_rule: 'Adults: 1 capsule once or twice daily with meals.',
    side_effect: 'Fishy taste, belching, mild stomach upset.',
    about: 'Fish oil rich in EPA and DHA.',
    variants: [
      {
        strength: '1000 mg',
        form: 'Capsule',
        pack: '30 capsules',
        brands: [
          ['Omacor', 'ওমাকর', 'square', 450],
          ['Maxepa', 'ম্যাক্সইপা', 'renata', 420],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Bone & Joint
  {
    generics: ['Glucosamine Sulfate', 'Chondroitin Sulfate'],
    category: 'bone-joint',
    rx: false,
    indications: 'Osteoarthritis of the knee, joint stiffness and pain.',
    uses_rule: 'Adults: 1 tablet twice daily after food for at least 3 months.',
    side_effect: 'Mild stomach upset, bloating, drowsiness.',
    about: 'Building blocks of cartilage for joint support.',
    variants: [
      {
        strength: '750 mg + 600 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Joinix', 'জয়েনিক্স', 'square', 200],
          ['Cartilex', 'কার্টিলেক্স', 'incepta', 180],
          ['Artho', 'আর্থো', 'beximco', 180],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Skin Care
  {
    generics: ['Clobetasol Propionate'],
    category: 'skin-care',
    rx: true,
    indications: 'Severe eczema, psoriasis, lichen planus and other steroid-responsive skin conditions.',
    uses_rule: 'Apply a thin layer once or twice daily for no more than 2 weeks. Not on the face.',
    side_effect: 'Skin thinning, stretch marks, burning; avoid long use.',
    about: 'A very potent topical corticosteroid.',
    variants: [
      {
        strength: '0.05%',
        form: 'Cream',
        pack: '20 g tube',
        brands: [
          ['Dermasol', 'ডার্মাসল', 'square', 90],
          ['Clobet', 'ক্লোবেট', 'beximco', 85],
          ['Dermovate', 'ডার্মোভেট', 'gsk', 150],
        ],
      },
      {
        strength: '0.05%',
        form: 'Ointment',
        pack: '20 g tube',
        brands: [
          ['Dermasol', 'ডার্মাসল', 'square', 95],
          ['Clobet', 'ক্লোবেট', 'beximco', 90],
        ],
      },
    ],
  },
  {
    generics: ['Betamethasone', 'Neomycin'],
    category: 'skin-care',
    rx: true,
    indications: 'Inflamed skin conditions with infection: infected eczema, dermatitis, insect bites.',
    uses_rule: 'Apply thinly two to three times daily for up to 7 days.',
    side_effect: 'Local irritation, skin thinning with long use.',
    about: 'A corticosteroid with an antibiotic for infected inflamed skin.',
    variants: [
      {
        strength: '0.1% + 0.5%',
        form: 'Cream',
        pack: '15 g tube',
        brands: [
          ['Betnovate-N', 'বেটনোভেট-এন', 'gsk', 120],
          ['Betameson-N', 'বেটামেসন-এন', 'opsonin', 70],
        ],
      },
    ],
  },
  {
    generics: ['Clotrimazole'],
    category: 'skin-care',
    rx: false,
    indications: 'Ringworm, athlete’s foot, jock itch, candida skin infections.',
    uses_rule: 'Apply two to three times daily and continue 2 weeks after the rash clears.',
    side_effect: 'Mild burning or redness.',
    about: 'Clotrimazole is an antifungal cream.',
    variants: [
      {
        strength: '1%',
        form: 'Cream',
        pack: '20 g tube',
        brands: [
          ['Neosten', 'নিওস্টেন', 'beximco', 45],
          ['Canesten', 'ক্যানেস্টেন', 'square', 90],
          ['Clotrim', 'ক্লোট্রিম', 'opsonin', 40],
        ],
      },
    ],
  },
  {
    generics: ['Fluconazole'],
    category: 'skin-care',
    rx: true,
    indications: 'Vaginal thrush, oral thrush, fungal skin and nail infections.',
    uses_rule: 'Vaginal thrush: a single 150 mg dose. Skin infections: 150 mg once weekly for 2 to 4 weeks.',
    side_effect: 'Headache, nausea, stomach pain; rarely liver problems.',
    about: 'Fluconazole is an oral antifungal.',
    variants: [
      {
        strength: '150 mg',
        form: 'Capsule',
        pack: '2 capsules',
        brands: [
          ['Flugal', 'ফ্লুগাল', 'square', 60],
          ['Omastin', 'ওমাস্টিন', 'beximco', 55],
          ['Flucoder', 'ফ্লুকোডার', 'drug', 50],
        ],
      },
    ],
  },
  {
    generics: ['Permethrin'],
    category: 'skin-care',
    rx: false,
    indications: 'Scabies and head lice.',
    uses_rule: 'Scabies: apply from neck to toes, wash off after 8 to 14 hours; repeat after 7 days.',
    side_effect: 'Itching and mild burning for a few days.',
    about: 'Permethrin kills scabies mites and lice.',
    variants: [
      {
        strength: '5%',
        form: 'Cream',
        pack: '30 g tube',
        brands: [
          ['Scabex', 'স্ক্যাবেক্স', 'square', 120],
          ['Permin', 'পারমিন', 'opsonin', 100],
        ],
      },
    ],
  },
  {
    generics: ['Mupirocin'],
    category: 'skin-care',
    rx: true,
    indications: 'Impetigo, infected cuts and small wounds, folliculitis.',
    uses_rule: 'Apply up to three times daily for up to 10 days.',
    side_effect: 'Burning, stinging, itching.',
    about: 'Mupirocin is a topical antibiotic.',
    variants: [
      {
        strength: '2%',
        form: 'Ointment',
        pack: '10 g tube',
        brands: [
          ['Bactroban', 'ব্যাকট্রোবান', 'gsk', 250],
          ['Mupi', 'মুপি', 'square', 150],
          ['Mupiron', 'মুপিরন', 'incepta', 140],
        ],
      },
    ],
  },
  {
    generics: ['Fusidic Acid'],
    category: 'skin-care',
    rx: true,
    indications: 'Bacterial skin infections such as impetigo and infected eczema.',
    uses_rule: 'Apply three to four times daily for 7 days.',
    side_effect: 'Mild irritation.',
    about: 'Fusidic acid is a topical antibiotic for staphylococcal infections.',
    variants: [
      {
        strength: '2%',
        form: 'Cream',
        pack: '10 g tube',
        brands: [
          ['Fusiderm', 'ফুসিডার্ম', 'beximco', 120],
          ['Fusicon', 'ফুসিকন', 'square', 130],
        ],
      },
    ],
  },
  {
    generics: ['Adapalene'],
    category: 'skin-care',
    rx: true,
    indications: 'Acne with blackheads, whiteheads and pimples.',
    uses_rule: 'Apply a thin layer to the whole affected area once at night. Use sunscreen in the day.',
    side_effect: 'Dryness, redness, peeling in the first weeks.',
    about: 'Adapalene is a retinoid that unclogs pores.',
    variants: [
      {
        strength: '0.1%',
        form: 'Gel',
        pack: '15 g tube',
        brands: [
          ['Adapal', 'অ্যাডাপাল', 'square', 180],
          ['Adaclin', 'অ্যাডাক্লিন', 'beximco', 160],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Eye & Ear
  {
    generics: ['Chloramphenicol'],
    category: 'eye-ear',
    rx: true,
    indications: 'Bacterial conjunctivitis and other superficial eye infections.',
    uses_rule: '1 drop every 2 hours for 2 days, then 4 times daily; continue 2 days after the eye is clear.',
    side_effect: 'Brief stinging or blurred vision.',
    about: 'Chloramphenicol is a broad-spectrum antibiotic eye drop.',
    storage: 'Store in a refrigerator; discard 4 weeks after opening.',
    variants: [
      {
        strength: '0.5%',
        form: 'Eye Drops',
        pack: '10 ml bottle',
        brands: [
          ['Chloromycetin', 'ক্লোরোমাইসেটিন', 'square', 35],
          ['Opsochlor', 'অপসোক্লোর', 'opsonin', 30],
        ],
      },
    ],
  },
  {
    generics: ['Moxifloxacin'],
    category: 'eye-ear',
    rx: true,
    indications: 'Bacterial conjunctivitis, eye infection prevention after surgery.',
    uses_rule: '1 drop three times daily for 7 days.',
    side_effect: 'Eye irritation, dryness, taste change.',
    about: 'A fluoroquinolone antibiotic eye drop.',
    variants: [
      {
        strength: '0.5%',
        form: 'Eye Drops',
        pack: '5 ml bottle',
        brands: [
          ['Moxiquin', 'মক্সিকুইন', 'incepta', 130],
          ['Optimox', 'অপটিমক্স', 'square', 140],
          ['Vigamox', 'ভিগামক্স', 'novartis', 260],
        ],
      },
    ],
  },
  {
    generics: ['Ciprofloxacin'],
    category: 'eye-ear',
    rx: true,
    indications: 'Bacterial eye infections and outer ear infections.',
    uses_rule: 'Eye: 1 to 2 drops every 4 hours. Ear: 3 to 4 drops twice daily for 7 days.',
    side_effect: 'Local burning, itching, white deposits on the eye.',
    about: 'Ciprofloxacin eye and ear drops.',
    variants: [
      {
        strength: '0.3%',
        form: 'Eye/Ear Drops',
        pack: '10 ml bottle',
        brands: [
          ['Ciprocin', 'সিপ্রোসিন', 'square', 40],
          ['Ciprox', 'সিপ্রক্স', 'opsonin', 35],
          ['Beuflox', 'বিউফ্লক্স', 'incepta', 38],
        ],
      },
    ],
  },
  {
    generics: ['Carboxymethylcellulose Sodium'],
    category: 'eye-ear',
    rx: false,
    indications: 'Dry, tired and irritated eyes; screen use, wind and air-conditioning.',
    uses_rule: '1 to 2 drops in each eye as needed, up to 4 to 6 times daily.',
    side_effect: 'Brief blurred vision after use.',
    about: 'A lubricating artificial tear.',
    variants: [
      {
        strength: '0.5%',
        form: 'Eye Drops',
        pack: '10 ml bottle',
        brands: [
          ['Refresh Tears', 'রিফ্রেশ টিয়ারস', 'aci', 350],
          ['Tear-Gel', 'টিয়ার-জেল', 'square', 150],
          ['Lubtear', 'লুবটিয়ার', 'incepta', 140],
        ],
      },
    ],
  },
  {
    generics: ['Olopatadine'],
    category: 'eye-ear',
    rx: true,
    indications: 'Itchy, watery, red eyes from allergic conjunctivitis.',
    uses_rule: '1 drop in each affected eye twice daily.',
    side_effect: 'Mild burning, headache, bitter taste.',
    about: 'An antihistamine eye drop.',
    variants: [
      {
        strength: '0.1%',
        form: 'Eye Drops',
        pack: '5 ml bottle',
        brands: [
          ['Olopan', 'ওলোপ্যান', 'square', 180],
          ['Olopat', 'ওলোপ্যাট', 'incepta', 170],
          ['Patanol', 'প্যাটানল', 'novartis', 350],
        ],
      },
    ],
  },
  {
    generics: ['Ciprofloxacin', 'Dexamethasone'],
    category: 'eye-ear',
    rx: true,
    indications: 'Outer and middle ear infections with swelling.',
    uses_rule: '4 drops in the affected ear twice daily for 7 days. Warm the bottle in the hand first.',
    side_effect: 'Ear discomfort, itching.',
    about: 'An antibiotic with a steroid for painful ear infections.',
    variants: [
      {
        strength: '0.3% + 0.1%',
        form: 'Ear Drops',
        pack: '5 ml bottle',
        brands: [
          ['Cipro-D', 'সিপ্রো-ডি', 'acme', 80],
          ['Otocin-D', 'ওটোসিন-ডি', 'square', 85],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Women's Health
  {
    generics: ['Folic Acid'],
    category: 'womens-health',
    rx: false,
    indications: 'Before and during early pregnancy, folate-deficiency anaemia.',
    uses_rule: '5 mg once daily, or as advised by a doctor; start before conception.',
    side_effect: 'Rarely nausea or bloating.',
    about: 'Folic acid prevents neural tube defects in babies and helps make red blood cells.',
    variants: [
      {
        strength: '5 mg',
        form: 'Tablet',
        pack: '30 tablets (1 box)',
        brands: [
          ['Folison', 'ফোলিসন', 'square', 45],
          ['Folica', 'ফোলিকা', 'opsonin', 40],
          ['Folvit', 'ফোলভিট', 'incepta', 40],
        ],
      },
    ],
  },
  {
    generics: ['Ferrous Fumarate', 'Folic Acid', 'Zinc'],
    category: 'womens-health',
    rx: false,
    indications: 'Iron-deficiency anaemia, pregnancy and breastfeeding.',
    uses_rule: '1 capsule daily before food; take with a glass of water or juice, not with tea.',
    side_effect: 'Dark stools, constipation, nausea.',
    about: 'Iron with folic acid and zinc for healthy blood.',
    variants: [
      {
        strength: '150 mg + 0.5 mg + 61.8 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Zif-CI', 'জিফ-সিআই', 'square', 60],
          ['Fefo-Z', 'ফেফো-জেড', 'beximco', 55],
          ['Ferozin', 'ফেরোজিন', 'incepta', 50],
        ],
      },
    ],
  },
  {
    generics: ['Levonorgestrel', 'Ethinylestradiol'],
    category: 'womens-health',
    rx: false,
    indications: 'Prevention of pregnancy.',
    uses_rule:
      'Take 1 tablet daily at the same time for 28 days (21 active and 7 iron tablets), then start a new cycle.',
    side_effect: 'Nausea, breast tenderness, spotting between periods; rarely blood clots.',
    about: 'A combined oral contraceptive pill.',
    variants: [
      {
        strength: '0.15 mg + 0.03 mg',
        form: 'Tablet',
        pack: '28 tablets (1 cycle)',
        brands: [
          ['Femicon', 'ফেমিকন', 'smc', 40],
          ['Ovostat', 'ওভোস্ট্যাট', 'renata', 60],
          ['Minicon', 'মিনিকন', 'popular', 45],
        ],
      },
    ],
  },
  {
    generics: ['Levonorgestrel'],
    category: 'womens-health',
    rx: false,
    indications: 'Emergency contraception after unprotected sex.',
    uses_rule: 'One 1.5 mg tablet as soon as possible, within 72 hours of unprotected sex.',
    side_effect: 'Nausea, tiredness, irregular bleeding.',
    about: 'An emergency contraceptive pill; not for regular use.',
    variants: [
      {
        strength: '1.5 mg',
        form: 'Tablet',
        pack: '1 tablet',
        brands: [
          ['Norix', 'নরিক্স', 'popular', 80],
          ['Emcon', 'ইমকন', 'square', 85],
        ],
      },
    ],
  },
  {
    generics: ['Tranexamic Acid'],
    category: 'womens-health',
    rx: true,
    indications: 'Heavy menstrual bleeding, nosebleeds, bleeding after dental or minor surgery.',
    uses_rule: 'Heavy periods: 1 g three times daily for up to 4 days from the start of bleeding.',
    side_effect: 'Nausea, diarrhoea; rarely blood clots.',
    about: 'Tranexamic acid helps blood to clot.',
    variants: [
      {
        strength: '500 mg',
        form: 'Capsule',
        pack: C10,
        brands: [
          ['Anora', 'অ্যানোরা', 'square', 120],
          ['Traxyl', 'ট্রাক্সিল', 'beximco', 110],
          ['Tracid', 'ট্রাসিড', 'incepta', 110],
        ],
      },
    ],
  },
  {
    generics: ['Norethisterone'],
    category: 'womens-health',
    rx: true,
    indications: 'Heavy or painful periods, delaying a period, endometriosis.',
    uses_rule: 'To delay a period: 5 mg three times daily starting 3 days before the expected period.',
    side_effect: 'Nausea, breast tenderness, headache.',
    about: 'A progestogen hormone.',
    variants: [
      {
        strength: '5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Primolut-N', 'প্রাইমোলুট-এন', 'renata', 100],
          ['Menogia', 'মেনোজিয়া', 'square', 80],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Baby Care
  {
    generics: ['Simethicone'],
    category: 'baby-care',
    rx: false,
    indications: 'Infant colic, wind and bloating.',
    uses_rule: 'Infants: 0.3 to 0.6 ml (20 to 40 mg) after each feed, up to 12 times a day. Shake well.',
    side_effect: 'Very rarely mild stomach upset.',
    about: 'Simethicone breaks up gas bubbles in the stomach.',
    variants: [
      {
        strength: '40 mg/0.6 ml',
        form: 'Drops',
        pack: '15 ml bottle',
        brands: [
          ['Flacol', 'ফ্ল্যাকল', 'square', 75],
          ['Flatulex', 'ফ্ল্যাটুলেক্স', 'beximco', 70],
          ['Colicon', 'কলিকন', 'incepta', 65],
        ],
      },
    ],
  },
  {
    generics: ['Sodium Chloride'],
    category: 'baby-care',
    rx: false,
    indications: 'Blocked or dry nose in babies and children, cleaning before feeds.',
    uses_rule: '2 to 3 drops in each nostril as often as needed.',
    side_effect: 'None known.',
    about: 'A gentle saline nose drop, safe from birth.',
    variants: [
      {
        strength: '0.9%',
        form: 'Nasal Drops',
        pack: '15 ml bottle',
        brands: [
          ['Nasomist', 'নাসোমিস্ট', 'square', 40],
          ['Saline Baby', 'স্যালাইন বেবি', 'incepta', 35],
        ],
      },
    ],
  },
  {
    generics: ['Zinc Oxide'],
    category: 'baby-care',
    rx: false,
    indications: 'Nappy (diaper) rash, minor skin irritation in babies.',
    uses_rule: 'Apply a thin layer at each nappy change on clean, dry skin.',
    side_effect: 'None known.',
    about: 'A soothing barrier cream that protects delicate skin.',
    variants: [
      {
        strength: '10% w/w',
        form: 'Cream',
        pack: '50 g tube',
        brands: [
          ['Rash Free', 'র‍্যাশ ফ্রি', 'square', 120],
          ['Zinox', 'জিনক্স', 'aci', 110],
        ],
      },
    ],
  },
  {
    generics: ['Vitamin A', 'Vitamin D', 'Vitamin C'],
    category: 'baby-care',
    rx: false,
    indications: 'Vitamin supplement for infants and young children.',
    uses_rule: 'Infants: 0.5 ml daily; children 1 to 3 years: 1 ml daily, directly or mixed with food.',
    side_effect: 'None at the recommended dose.',
    about: 'Multivitamin drops for growing babies.',
    variants: [
      {
        strength: '1500 IU + 400 IU + 35 mg/ml',
        form: 'Drops',
        pack: '15 ml bottle',
        brands: [
          ['Baby Vit', 'বেবি ভিট', 'square', 90],
          ['Vitabion', 'ভিটাবিয়ন', 'incepta', 80],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Mental Health & Sleep
  {
    generics: ['Clonazepam'],
    category: 'mental-health-sleep',
    rx: true,
    indications: 'Panic disorder, anxiety, seizures, short-term help with sleep.',
    uses_rule: 'Adults: 0.25 to 0.5 mg once or twice daily as prescribed. Controlled medicine; do not stop suddenly.',
    side_effect: 'Drowsiness, dizziness, poor coordination; dependence with long use.',
    about: 'Clonazepam is a benzodiazepine.',
    variants: [
      {
        strength: '0.5 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Rivotril', 'রিভোট্রিল', 'radiant', 70],
          ['Disopan', 'ডিসোপ্যান', 'incepta', 60],
          ['Clonatril', 'ক্লোনাট্রিল', 'square', 60],
          ['Epitra', 'এপিট্রা', 'beximco', 55],
        ],
      },
    ],
  },
  {
    generics: ['Escitalopram'],
    category: 'mental-health-sleep',
    rx: true,
    indications: 'Depression, generalised anxiety, panic disorder, social anxiety.',
    uses_rule: 'Adults: 10 mg once daily, may increase to 20 mg. Effect starts after 2 to 4 weeks.',
    side_effect: 'Nausea, sleep changes, sweating, sexual problems.',
    about: 'Escitalopram is an SSRI antidepressant.',
    variants: [
      {
        strength: '10 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Estalo', 'এস্টালো', 'square', 120],
          ['Escitalin', 'এসসিটালিন', 'incepta', 110],
          ['Citalex', 'সিটালেক্স', 'beximco', 110],
        ],
      },
    ],
  },
  {
    generics: ['Sertraline'],
    category: 'mental-health-sleep',
    rx: true,
    indications: 'Depression, obsessive-compulsive disorder, panic disorder, post-traumatic stress.',
    uses_rule: 'Adults: 50 mg once daily, increasing slowly if needed.',
    side_effect: 'Nausea, diarrhoea, sleeplessness, dry mouth.',
    about: 'Sertraline is an SSRI antidepressant.',
    variants: [
      {
        strength: '50 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Serlin', 'সারলিন', 'square', 90],
          ['Serta', 'সার্টা', 'incepta', 80],
        ],
      },
    ],
  },
  {
    generics: ['Melatonin'],
    category: 'mental-health-sleep',
    rx: true,
    indications: 'Short-term treatment of sleeplessness in adults over 55, jet lag.',
    uses_rule: 'Adults: 3 mg 1 to 2 hours before bedtime.',
    side_effect: 'Headache, daytime sleepiness, dizziness.',
    about: 'Melatonin is the body’s natural sleep hormone.',
    variants: [
      {
        strength: '3 mg',
        form: 'Tablet',
        pack: T10,
        brands: [
          ['Melaton', 'মেলাটন', 'square', 100],
          ['Sleepin', 'স্লিপিন', 'beximco', 90],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- First Aid
  {
    generics: ['Chlorhexidine Gluconate', 'Cetrimide'],
    category: 'first-aid',
    rx: false,
    indications: 'Cleaning cuts and grazes, minor burns, insect bites, personal hygiene.',
    uses_rule: 'Liquid: dilute as shown on the label before use. Cream: apply to the affected area 2 to 3 times daily.',
    side_effect: 'Rarely skin irritation.',
    about: 'An antiseptic that kills germs on the skin.',
    variants: [
      {
        strength: '0.1% + 0.5%',
        form: 'Cream',
        pack: '30 g tube',
        brands: [
          ['Savlon', 'স্যাভলন', 'aci', 45],
          ['Hexicream', 'হেক্সিক্রিম', 'square', 40],
        ],
      },
      {
        strength: '0.3% + 3%',
        form: 'Liquid',
        pack: '112 ml bottle',
        brands: [
          ['Savlon', 'স্যাভলন', 'aci', 60],
          ['Hexisol', 'হেক্সিসল', 'aci', 90],
        ],
      },
    ],
  },
  {
    generics: ['Povidone-Iodine'],
    category: 'first-aid',
    rx: false,
    indications: 'Wound cleaning, cuts, minor burns, skin preparation before procedures.',
    uses_rule: 'Apply undiluted to the affected area 1 to 3 times daily; may be covered with a dressing.',
    side_effect: 'Skin irritation; avoid large areas in thyroid disease and pregnancy.',
    about: 'A broad-spectrum iodine antiseptic.',
    variants: [
      {
        strength: '10%',
        form: 'Solution',
        pack: '100 ml bottle',
        brands: [
          ['Povisep', 'পোভিসেপ', 'square', 90],
          ['Viodin', 'ভায়োডিন', 'opsonin', 80],
          ['Betadine', 'বেটাডিন', 'drug', 140],
        ],
      },
      {
        strength: '5%',
        form: 'Ointment',
        pack: '25 g tube',
        brands: [
          ['Povisep', 'পোভিসেপ', 'square', 70],
          ['Viodin', 'ভায়োডিন', 'opsonin', 65],
        ],
      },
    ],
  },
  {
    generics: ['Silver Sulfadiazine'],
    category: 'first-aid',
    rx: false,
    indications: 'Burns, scalds and infected wounds.',
    uses_rule: 'Cool the burn under running water first, then apply a thin layer once or twice daily.',
    side_effect: 'Burning or itching at the site; not for newborns or in pregnancy near term.',
    about: 'An antibacterial burn cream.',
    variants: [
      {
        strength: '1%',
        form: 'Cream',
        pack: '25 g tube',
        brands: [
          ['Burna', 'বার্না', 'square', 70],
          ['Burnsil', 'বার্নসিল', 'opsonin', 60],
          ['Silvadin', 'সিলভাডিন', 'incepta', 65],
        ],
      },
    ],
  },
  {
    generics: ['Cetrimide', 'Aminacrine'],
    category: 'first-aid',
    rx: false,
    indications: 'Minor burns, scalds, cuts and sunburn.',
    uses_rule: 'Apply gently to the affected area 2 to 3 times daily.',
    side_effect: 'Rarely skin sensitivity.',
    about: 'A classic soothing antiseptic burn cream.',
    variants: [
      {
        strength: '0.5% + 0.1%',
        form: 'Cream',
        pack: '20 g tube',
        brands: [
          ['Burnol', 'বার্নল', 'reckitt', 65],
          ['Burn-Aid', 'বার্ন-এইড', 'aci', 55],
        ],
      },
    ],
  },
  {
    generics: ['Methyl Salicylate', 'Menthol'],
    category: 'first-aid',
    rx: false,
    indications: 'Muscle aches, sprains, back pain, stiff joints.',
    uses_rule: 'Rub gently onto the painful area 3 to 4 times daily. Do not use on broken skin.',
    side_effect: 'Warmth or redness; avoid eyes.',
    about: 'A warming pain-relief balm.',
    variants: [
      {
        strength: '10% + 5%',
        form: 'Ointment',
        pack: '25 g tube',
        brands: [
          ['Relaxin', 'রিলাক্সিন', 'square', 75],
          ['Painex', 'পেইনেক্স', 'acme', 65],
        ],
      },
    ],
  },
];

const DEFAULT_STORAGE = 'Store below 30 °C in a dry place, protected from light, out of the reach of children.';

/** Discounts cycle through this list by a fixed hash of the product, so roughly half the catalogue has one. */
const DISCOUNTS = [0, 0, 5, 0, 10, 0, 12, 0, 15, 5, 0, 10, 0, 0];

function stableHash(text: string): number {
  let hash = 2166136261;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function describe(entry: GenericEntry, variant: Variant, manufacturer: string): string {
  const items = [
    ['Generic', entry.generics.join(' + ')],
    ['Strength', variant.strength],
    ['Dosage form', variant.form],
    ['Pack', variant.pack],
    ['Manufacturer', manufacturer],
  ];
  return [
    `<p>${escapeHtml(entry.about)}</p>`,
    '<ul>',
    ...items.map(([k, v]) => `<li><strong>${k}:</strong> ${escapeHtml(v)}</li>`),
    '</ul>',
    `<p><strong>Storage:</strong> ${escapeHtml(entry.storage ?? DEFAULT_STORAGE)}</p>`,
  ].join('');
}

function buildProducts(): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (const entry of TABLE) {
    for (const variant of entry.variants) {
      for (const [brand, bn_brand, maker, price] of variant.brands) {
        const manufacturer = M[maker];
        products.push({
          brand,
          bn_brand,
          generics: [...entry.generics],
          strength: variant.strength,
          form: variant.form,
          manufacturer,
          price,
          discount: DISCOUNTS[stableHash(`${brand}|${variant.strength}|${variant.form}`) % DISCOUNTS.length],
          category: entry.category,
          prescription_required: variant.rx ?? entry.rx,
          indications: entry.indications,
          uses_rule: entry.uses_rule,
          side_effect: entry.side_effect,
          description: describe(entry, variant, manufacturer),
        });
      }
    }
  }
  return products;
}

export const DEMO_PRODUCTS: DemoProduct[] = buildProducts();

export const DEMO_SLIDERS: Array<{
  kind:
    | 'home-slider'
    | 'shop-slider'
    | 'nurse-slider'
    | 'ambulance-slider'
    | 'bd-doctor-slider'
    | 'in-doctor-slider'
    | 'video-slider';
  title: string;
  bn_title: string;
  subtitle: string;
  color: string;
}> = [
  {
    kind: 'home-slider',
    title: 'Your health, delivered',
    bn_title: 'আপনার স্বাস্থ্যসেবা, আপনার দোরগোড়ায়',
    subtitle: 'Medicines, doctors, nurses and ambulances in one place',
    color: '#0f766e',
  },
  {
    kind: 'home-slider',
    title: 'Talk to a doctor today',
    bn_title: 'আজই ডাক্তারের সাথে কথা বলুন',
    subtitle: 'Video consultations with specialists in Bangladesh and India',
    color: '#1d4ed8',
  },
  {
    kind: 'shop-slider',
    title: 'Genuine medicines, fair prices',
    bn_title: 'আসল ওষুধ, ন্যায্য দাম',
    subtitle: 'Up to 15% off everyday medicines. Inside Dhaka in 30 minutes to 1 day',
    color: '#047857',
  },
  {
    kind: 'shop-slider',
    title: 'Upload your prescription',
    bn_title: 'আপনার প্রেসক্রিপশন আপলোড করুন',
    subtitle: 'Our pharmacists prepare your order. Cash on delivery available',
    color: '#c2410c',
  },
  {
    kind: 'nurse-slider',
    title: 'Trained nurses at home',
    bn_title: 'বাড়িতে প্রশিক্ষিত নার্স',
    subtitle: 'Post-operative care, elderly care and injections at your door',
    color: '#be185d',
  },
  {
    kind: 'nurse-slider',
    title: 'Care that stays with you',
    bn_title: 'যত্ন যা আপনার পাশে থাকে',
    subtitle: 'Book a verified nurse by the day or by the hour',
    color: '#7c3aed',
  },
  {
    kind: 'ambulance-slider',
    title: 'Ambulance in minutes',
    bn_title: 'মিনিটেই অ্যাম্বুলেন্স',
    subtitle: 'AC, ICU and freezer ambulances across Bangladesh, 24/7',
    color: '#b91c1c',
  },
  {
    kind: 'ambulance-slider',
    title: 'Emergency? We are ready',
    bn_title: 'জরুরি অবস্থা? আমরা প্রস্তুত',
    subtitle: 'Track your ambulance live from pickup to hospital',
    color: '#9f1239',
  },
  {
    kind: 'bd-doctor-slider',
    title: 'Top doctors of Bangladesh',
    bn_title: 'বাংলাদেশের সেরা ডাক্তার',
    subtitle: 'Consult specialists from leading hospitals without the queue',
    color: '#0369a1',
  },
  {
    kind: 'bd-doctor-slider',
    title: 'Follow-ups made easy',
    bn_title: 'সহজে ফলো-আপ',
    subtitle: 'Share reports and get your prescription online',
    color: '#0e7490',
  },
  {
    kind: 'in-doctor-slider',
    title: 'Consult doctors in India',
    bn_title: 'ভারতের ডাক্তারের পরামর্শ নিন',
    subtitle: 'Second opinions before you travel for treatment',
    color: '#4d7c0f',
  },
  {
    kind: 'in-doctor-slider',
    title: 'Plan your treatment abroad',
    bn_title: 'বিদেশে চিকিৎসার পরিকল্পনা করুন',
    subtitle: 'Talk to specialists from top Indian hospitals by video',
    color: '#a21caf',
  },
  {
    kind: 'video-slider',
    title: 'See a doctor by video',
    bn_title: 'ভিডিও কলে ডাক্তার দেখান',
    subtitle: 'From home, from your phone, in minutes',
    color: '#4f46e5',
  },
  {
    kind: 'video-slider',
    title: 'Health tips every week',
    bn_title: 'প্রতি সপ্তাহে স্বাস্থ্য পরামর্শ',
    subtitle: 'Short videos from our doctors on everyday health',
    color: '#0891b2',
  },
];
