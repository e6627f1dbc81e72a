import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DHAKA_DISTRICT_ID, NURSE_PACKAGES, ROLE, type ProviderKind, type ProviderStatus } from '@nirog/contracts';
import type { Tx } from '../../db/client';
import { referralCode } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import { savePrivateFiles } from '../../lib/private-files';
import { ambulancesTables } from '../../modules/ambulances';
import { authTables } from '../../modules/auth';
import { doctorsTables } from '../../modules/doctors';
import { lookupsTables } from '../../modules/lookups';
import { nursesTables } from '../../modules/nurses';
import { providersTables } from '../../modules/providers';
import { DEMO_PASSWORD } from './accounts';

const { users, userRoles } = authTables;
const { providerApplications, providerDocuments } = providersTables;
const ROLE_OF: Record<ProviderKind, number> = { doctor: ROLE.Doctor, nurse: ROLE.Nurse, ambulance: ROLE.Ambulance };

/** A believable roster for the listings (DESIGN.md section 8): names, degrees, hospitals, fees. */
const BD_FIRST = [
  'Mahbubur',
  'Nasrin',
  'Kamrul',
  'Sharmin',
  'Aminul',
  'Farzana',
  'Rezaul',
  'Tahmina',
  'Shafiqul',
  'Rumana',
  'Habibur',
  'Sabina',
  'Mizanur',
  'Laila',
  'Anisur',
  'Dilruba',
  'Jahangir',
  'Nazma',
  'Sirajul',
  'Rokeya',
];
const BD_LAST = ['Rahman', 'Islam', 'Hossain', 'Akter', 'Chowdhury', 'Haque', 'Karim', 'Sultana', 'Ahmed', 'Begum'];
const IN_NAMES = [
  'Rajesh Sharma',
  'Priya Iyer',
  'Anil Kumar Gupta',
  'Sunita Reddy',
  'Vikram Mehta',
  'Kavita Nair',
  'Suresh Menon',
  'Deepa Banerjee',
  'Arvind Rao',
  'Meera Krishnan',
  'Sanjay Verma',
  'Anjali Desai',
  'Ravi Shankar Pillai',
  'Neha Kapoor',
  'Amitabh Sen',
];
const BD_DISTRICTS = [
  'Dhaka',
  'Chattogram',
  'Sylhet',
  'Rajshahi',
  'Khulna',
  'Barishal',
  'Rangpur',
  'Mymensingh',
  'Cumilla',
  'Bogura',
];
const BD_DEGREES = [
  ['MBBS', 'Dhaka Medical College', 'Dhaka'],
  ['FCPS', 'Bangladesh College of Physicians and Surgeons', 'Dhaka'],
  ['MD', 'Bangabandhu Sheikh Mujib Medical University', 'Dhaka'],
  ['MS', 'Chittagong Medical College', 'Chattogram'],
  ['MRCP', 'Royal College of Physicians', 'London'],
] as const;
const IN_DEGREES = [
  ['MBBS', 'All India Institute of Medical Sciences', 'New Delhi'],
  ['MD', 'Christian Medical College', 'Vellore'],
  ['DM', 'Postgraduate Institute of Medical Education and Research', 'Chandigarh'],
] as const;
const NURSE_NAMES = [
  'Rina Das',
  'Fatema Khatun',
  'Jesmin Ara',
  'Moushumi Sarker',
  'Parvin Sultana',
  'Shapla Rani',
  'Nargis Akter',
  'Lovely Gomes',
  'Sumaiya Islam',
  'Bristy Roy',
  'Hasina Begum',
  'Tania Mondal',
];
const AMB_OWNERS = [
  'Alif Ambulance Service',
  'Rahmat Emergency',
  'Dhaka Life Care',
  'Chattala Ambulance',
  'Sylhet Seba',
  'Padma Rescue',
  'Green Cross Transport',
  'Al-Shifa Ambulance',
  'Noor Medical Transport',
  'Bondhu Ambulance',
  'Rangpur Care Line',
  'Khulna Emergency',
];

async function user(tx: Tx, hash: string, email: string, name: string, phone: string): Promise<number> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) return existing.id;
  const [row] = await tx
    .insert(users)
    .values({
      name,
      email,
      phone,
      passwordHash: hash,
      emailVerifiedAt: new Date(),
      referralCode: referralCode(),
      country: 'Bangladesh',
    })
    .returning({ id: users.id });
  return row.id;
}

async function application(tx: Tx, userId: number, kind: ProviderKind, status: ProviderStatus, index: number) {
  const submitted = new Date(Date.now() - (status === 'pending' ? (index % 2 ? 30 : 3) : 200) * 3_600_000);
  const [row] = await tx
    .insert(providerApplications)
    .values({
      userId,
      kind,
      status,
      stepReached: { doctor: 4, nurse: 3, ambulance: 2 }[kind],
      submittedAt: submitted,
      reviewedAt: status === 'pending' ? null : new Date(),
      reason: status === 'rejected' ? 'The NID image is too blurred to read; please upload a clearer photo.' : null,
      // Patients attended; the ratings come from the demo reviews (seed/demo/reviews.ts).
      servedCount: status === 'approved' ? 40 + ((index * 37) % 400) : 0,
    })
    .returning({ id: providerApplications.id });
  if (status === 'approved') await tx.insert(userRoles).values({ userId, roleId: ROLE_OF[kind] }).onConflictDoNothing();
  return row.id;
}

/** A handwritten-looking signature drawn by code (never downloaded). */
async function signatureImage(name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="360" height="120" fill="#fff"/><text x="20" y="75" font-family="serif" font-style="italic" font-size="40" fill="#1a237e">${name}</text><path d="M20 90 C120 110 220 70 330 95" stroke="#1a237e" stroke-width="2" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A national ID card drawn by code, for the applications in the back-office queue. */
export async function nidCardImage(name: string, number: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" rx="24" fill="#e8f5e9"/><rect width="640" height="70" rx="24" fill="#006a4e"/><circle cx="600" cy="35" r="20" fill="#f42a41"/><text x="30" y="46" font-family="sans-serif" font-size="26" font-weight="bold" fill="#fff">People's Republic of Bangladesh</text><text x="30" y="110" font-family="sans-serif" font-size="22" fill="#1b5e20">National ID Card</text><rect x="30" y="135" width="150" height="190" fill="#c8e6c9" stroke="#1b5e20"/><circle cx="105" cy="200" r="40" fill="#81c784"/><rect x="55" y="250" width="100" height="60" rx="30" fill="#81c784"/><text x="210" y="170" font-family="sans-serif" font-size="18" fill="#555">Name</text><text x="210" y="200" font-family="sans-serif" font-size="26" fill="#111">${escapeXml(name)}</text><text x="210" y="250" font-family="sans-serif" font-size="18" fill="#555">ID NO</text><text x="210" y="280" font-family="monospace" font-size="26" fill="#111">${number}</text><text x="30" y="370" font-family="sans-serif" font-size="16" fill="#555">Demo document drawn by code</text></svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

/** A certificate drawn by code (registration, training or vehicle fitness, by kind). */
async function certificateImage(kind: ProviderKind, name: string) {
  const title = {
    doctor: 'Certificate of Registration',
    nurse: 'Nursing Council Registration',
    ambulance: 'Vehicle Fitness Certificate',
  }[kind];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#fffdf5"/><rect x="20" y="20" width="560" height="760" fill="none" stroke="#8d6e63" stroke-width="6"/><text x="300" y="140" text-anchor="middle" font-family="serif" font-size="34" fill="#4e342e">${title}</text><text x="300" y="260" text-anchor="middle" font-family="serif" font-size="22" fill="#333">This is to certify that</text><text x="300" y="320" text-anchor="middle" font-family="serif" font-style="italic" font-size="34" fill="#1a237e">${escapeXml(name)}</text><text x="300" y="390" text-anchor="middle" font-family="serif" font-size="20" fill="#333">is registered in good standing.</text><circle cx="150" cy="640" r="60" fill="none" stroke="#c62828" stroke-width="4"/><text x="420" y="660" text-anchor="middle" font-family="serif" font-size="18" fill="#333">Registrar</text><text x="300" y="750" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#777">Demo document drawn by code</text></svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

/**
 * The demo doctor, nurse and ambulance accounts approved with full profiles; a roster of Bangladeshi
 * and Indian doctors, Dhaka nurses and ambulances for the listings; pending and rejected applications
 * for the back-office queue. Signatures go to private storage when `storageDir` is given.
 */
export async function seedDemoProviders(tx: Tx, options: { storageDir?: string } = {}): Promise<void> {
  const privateRoot = options.storageDir ? path.join(path.dirname(options.storageDir), 'private') : null;
  const hash = await hashPassword(DEMO_PASSWORD);
  const { districts, subDistricts, states, hospitals, specialists } = lookupsTables;
  const bdDistricts = await tx
    .select()
    .from(districts)
    .where(and(eq(districts.countryId, 1), inArray(districts.name, BD_DISTRICTS)));
  const subs = await tx
    .select()
    .from(subDistricts)
    .where(
      inArray(
        subDistricts.districtId,
        bdDistricts.map((d) => d.id),
      ),
    );
  const subOf = (districtId: number, i: number) => {
    const list = subs.filter((s) => s.districtId === districtId);
    return list[i % list.length].id;
  };
  const inStates = await tx.select().from(states).where(eq(states.countryId, 2));
  const inHospitals = await tx.select().from(hospitals).where(eq(hospitals.countryId, 2));
  const bdHospitals = await tx.select().from(hospitals).where(eq(hospitals.countryId, 1));
  const allSpecialists = await tx.select({ id: specialists.id }).from(specialists);

  const doctor = async (userId: number, i: number, status: ProviderStatus, india: boolean) => {
    const id = await application(tx, userId, 'doctor', status, i);
    const district = bdDistricts[i % bdDistricts.length];
    const hospital = india ? inHospitals[i % inHospitals.length] : bdHospitals[i % bdHospitals.length];
    const fee = india ? 150000 + (i % 5) * 50000 : 50000 + (i % 8) * 10000;
    await tx.insert(doctorsTables.doctors).values({
      applicationId: id,
      title: ['Dr.', 'Prof. Dr.', 'Assoc. Prof. Dr.', 'Asst. Prof. Dr.'][i % 4],
      gender: i % 2 ? 'female' : 'male',
      countryId: india ? 2 : 1,
      districtId: india ? null : district.id,
      subDistrictId: india ? null : subOf(district.id, i),
      stateId: india ? inStates[i % inStates.length].id : null,
      location: india ? `${hospital.city}` : `${district.name}`,
      nidPassportNo: india ? `Z${7000000 + i}` : `19${80 + (i % 15)}26${String(100000000 + i * 7919)}`,
      registrationNo: india ? `MCI-${40000 + i * 37}` : `A-${20000 + i * 53}`,
      registeredInstitution: india ? 'National Medical Commission' : 'Bangladesh Medical and Dental Council',
      language: india ? 'English, Hindi' : 'Bangla, English',
      hospitalId: india ? hospital.id : null,
      hospitalName: hospital?.name ?? 'Dhaka Medical College Hospital',
      department: ['Medicine', 'Cardiology', 'Paediatrics', 'Gynaecology', 'Orthopaedics', 'Dermatology'][i % 6],
      designation: ['Consultant', 'Professor', 'Associate Professor', 'Assistant Professor', 'Senior Consultant'][
        i % 5
      ],
      experience: 3 + (i % 25),
      // India doctors see Bangladeshi patients at their hospital (the India appointment form).
      appointmentService: true,
      chamberName: india ? hospital.name : `${['Popular', 'Ibn Sina', 'Labaid', 'Medinova'][i % 4]} Diagnostic Centre`,
      chamberLocation: india ? hospital.city : district.name,
      appointmentFee: fee,
      appointmentDiscount: (i % 3) * 5,
      audioService: true,
      audioFee: Math.round(fee * 0.6),
      audioDiscount: 0,
      videoService: i % 3 !== 0 || india,
      videoFee: i % 3 !== 0 || india ? Math.round(fee * 0.8) : null,
      videoDiscount: i % 3 !== 0 || india ? 10 : null,
      weekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => (d + i) % 3 !== 0),
      timeFrom: india ? '10:00:00' : `${String(15 + (i % 3)).padStart(2, '0')}:00:00`,
      timeTo: india ? '17:00:00' : `${String(20 + (i % 3)).padStart(2, '0')}:00:00`,
      // Chambers in private hospitals add VAT to the fee.
      vat: !india && i % 5 === 0 ? 5 : 0,
    });
    const picks = [
      allSpecialists[i % allSpecialists.length].id,
      allSpecialists[(i * 7 + 3) % allSpecialists.length].id,
    ];
    await tx
      .insert(doctorsTables.doctorSpecialists)
      .values([...new Set(picks)].map((specialistId) => ({ applicationId: id, specialistId })));
    const degrees = india ? IN_DEGREES : BD_DEGREES;
    await tx.insert(doctorsTables.doctorQualifications).values(
      degrees.slice(0, 2 + (i % 2)).map(([degree, institutionName, institutionLocation], position) => ({
        applicationId: id,
        position,
        degree,
        institutionName,
        institutionLocation,
      })),
    );
    return id;
  };

  // The demo accounts (README), approved with full profiles.
  const demo = async (email: string) =>
    (await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)))[0];
  const demoDoctor = await demo('doctor@nirog.test');
  if (demoDoctor) {
    const id = await doctor(demoDoctor.id, 1, 'approved', false);
    await tx
      .update(doctorsTables.doctors)
      .set({
        appointmentService: true,
        chamberName: 'Labaid Specialized Hospital',
        chamberLocation: 'Dhanmondi, Dhaka',
        appointmentFee: 80000,
        audioService: true,
        audioFee: 50000,
        videoService: true,
        videoFee: 60000,
        videoDiscount: 10,
        // A chamber every evening, so the demo's chamber list of the day is on a working day whatever the day.
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        timeFrom: '16:00:00',
        timeTo: '21:00:00',
      })
      .where(eq(doctorsTables.doctors.applicationId, id));
    if (privateRoot) {
      const [file] = await savePrivateFiles(privateRoot, 'provider-documents', [await signatureImage(demoDoctor.name)]);
      await tx.insert(providerDocuments).values({ applicationId: id, type: 'signature', position: 0, path: file });
    }
  }
  const nurse = async (userId: number, i: number, status: ProviderStatus) => {
    const id = await application(tx, userId, 'nurse', status, i);
    await tx.insert(nursesTables.nurses).values({
      applicationId: id,
      countryId: 1,
      districtId: DHAKA_DISTRICT_ID,
      subDistrictId: subOf(DHAKA_DISTRICT_ID, i * 3),
      location: ['Mirpur 10', 'Dhanmondi 27', 'Uttara Sector 7', 'Mohammadpur', 'Banani', 'Bashundhara R/A'][i % 6],
      presentAddress: 'Dhaka',
      permanentAddress: ['Barishal', 'Khulna', 'Gopalganj', 'Rangpur'][i % 4],
      experience: 1 + (i % 12),
    });
    const fees = [60000, 150000, 150000, 250000, 280000, 450000];
    await tx.insert(nursesTables.nurseDays).values(
      [0, 1, 2, 3, 4, 5, 6]
        .filter((d) => (d + i) % 4 !== 0)
        .map((day) => {
          const row: Record<string, unknown> = { applicationId: id, day };
          NURSE_PACKAGES.forEach((p, k) => {
            const on = (k + i + day) % 3 !== 0;
            const camel = p.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
            row[camel] = on;
            row[`${camel}Fee`] = on ? fees[k] + (i % 4) * 10000 : null;
          });
          return row as typeof nursesTables.nurseDays.$inferInsert;
        }),
    );
    return id;
  };
  const ambulance = async (userId: number, i: number, status: ProviderStatus, driver: string) => {
    const id = await application(tx, userId, 'ambulance', status, i);
    const district = bdDistricts[i % bdDistricts.length];
    await tx.insert(ambulancesTables.ambulances).values({
      applicationId: id,
      driverName: driver,
      ownerName: AMB_OWNERS[i % AMB_OWNERS.length],
      countryId: 1,
      districtId: district.id,
      subDistrictId: subOf(district.id, i),
      location: `${district.name} Sadar`,
      contactPhone: `0171${String(5000000 + i * 131).slice(0, 7)}`,
      vehicleNo: `${district.name.toUpperCase().slice(0, 5)} METRO-CHA ${11 + i}-${String(1000 + i * 77).slice(0, 4)}`,
      condition: i % 2 ? 'AC' : 'Non AC',
      startingArea: `${district.name} Medical College Hospital`,
    });
    return id;
  };
  const demoNurse = await demo('nurse@nirog.test');
  if (demoNurse) await nurse(demoNurse.id, 0, 'approved');
  const demoAmbulance = await demo('ambulance@nirog.test');
  if (demoAmbulance) await ambulance(demoAmbulance.id, 0, 'approved', 'Md. Jamal Hossain');

  let n = 0;
  const phone = () => `019${String(20000000 + n).padStart(8, '0')}`;
  for (let i = 0; i < 40; i++) {
    n += 1;
    const name = `${BD_FIRST[i % BD_FIRST.length]} ${BD_LAST[(i * 3) % BD_LAST.length]}`;
    await doctor(await user(tx, hash, `doctor.${n}@demo.nirog.test`, name, phone()), i + 2, 'approved', false);
  }
  for (let i = 0; i < IN_NAMES.length; i++) {
    n += 1;
    await doctor(await user(tx, hash, `doctor.${n}@demo.nirog.test`, IN_NAMES[i], phone()), i, 'approved', true);
  }
  for (let i = 0; i < NURSE_NAMES.length; i++) {
    n += 1;
    await nurse(await user(tx, hash, `nurse.${n}@demo.nirog.test`, NURSE_NAMES[i], phone()), i + 1, 'approved');
  }
  for (let i = 0; i < 12; i++) {
    n += 1;
    const driver = `${['Md. Rafiq', 'Abdul Kader', 'Shahidul', 'Nurul Amin'][i % 4]} ${BD_LAST[i % BD_LAST.length]}`;
    await ambulance(await user(tx, hash, `ambulance.${n}@demo.nirog.test`, driver, phone()), i + 1, 'approved', driver);
  }
  // The back-office queue: a few pending (one overdue) and one rejected.
  const queue: Array<[ProviderKind, ProviderStatus, string]> = [
    ['doctor', 'pending', 'Sadia Afrin'],
    ['doctor', 'pending', 'Tanvir Hasan'],
    ['nurse', 'pending', 'Mitu Akter'],
    ['ambulance', 'pending', 'Kabir Uddin'],
    ['doctor', 'rejected', 'Imran Kabir'],
  ];
  for (const [i, [kind, status, name]] of queue.entries()) {
    n += 1;
    const userId = await user(tx, hash, `applicant.${n}@demo.nirog.test`, name, phone());
    const id =
      kind === 'doctor'
        ? await doctor(userId, i + 50, status, false)
        : kind === 'nurse'
          ? await nurse(userId, i + 50, status)
          : await ambulance(userId, i + 50, status, name);
    // Their documents, for staff to look at: the signature (doctors), the NID card and a certificate.
    if (privateRoot) {
      const images = [
        ...(kind === 'doctor' ? [await signatureImage(name)] : []),
        await nidCardImage(name, `19${90 + i}2612${String(345678 + i * 1111)}`),
        await certificateImage(kind, name),
      ];
      const types = [...(kind === 'doctor' ? ['signature'] : []), 'nid_passport', 'doc'];
      const files = await savePrivateFiles(privateRoot, 'provider-documents', images);
      await tx
        .insert(providerDocuments)
        .values(files.map((file, k) => ({ applicationId: id, type: types[k], position: 0, path: file })));
    }
  }
}
