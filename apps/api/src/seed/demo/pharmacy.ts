import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { MedicineRequestStatus } from '@nirog/contracts';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../modules/admin';
import { authTables } from '../../modules/auth';
import { catalogTables } from '../../modules/catalog';
import { medicineRequestsTables } from '../../modules/medicine-requests';
import { encodePrescriptionImages, prescriptionsTables, savePrescriptionImages } from '../../modules/prescriptions';

const DAY = 86_400_000;
const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";
const HAND = "'DejaVu Serif', 'Noto Serif', 'Liberation Serif', serif";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

interface PaperInput {
  date: string;
  patient: string;
  age: string;
  complaints: string[];
  medicines: Array<{ name: string; dose: string; duration: string }>;
  advice: string[];
}

/** A doctor's prescription pad page (DESIGN.md section 8: demo images are drawn, not downloaded). */
async function renderPrescriptionPage(p: PaperInput): Promise<Buffer> {
  const line = (x: number, y: number, text: string, size: number, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${size}" ${extra}>${escapeXml(text)}</text>`;
  const hand = (x: number, y: number, text: string, size = 30) =>
    line(x, y, text, size, `font-family="${HAND}" font-style="italic" fill="#1e3a8a"`);
  const parts = [
    `<rect width="1000" height="1400" fill="#fffdf7"/>`,
    `<rect x="0" y="0" width="1000" height="190" fill="#0b7a5c"/>`,
    line(60, 80, 'Dr. Farhana Rahman', 46, `font-family="${FONT}" font-weight="700" fill="#ffffff"`),
    line(60, 125, 'MBBS, FCPS (Medicine) · BMDC Reg. A-48213', 24, `font-family="${FONT}" fill="#e6fffa"`),
    line(
      60,
      160,
      'Nirog Clinic, 27 Gulshan Avenue, Dhaka 1212 · 01811-000102',
      22,
      `font-family="${FONT}" fill="#e6fffa"`,
    ),
    line(60, 250, `Patient: ${p.patient}`, 28, `font-family="${FONT}" fill="#334155"`),
    line(560, 250, `Age: ${p.age}`, 28, `font-family="${FONT}" fill="#334155"`),
    line(730, 250, `Date: ${p.date}`, 24, `font-family="${FONT}" fill="#334155"`),
    `<line x1="60" y1="280" x2="940" y2="280" stroke="#94a3b8" stroke-width="2"/>`,
    `<line x1="330" y1="300" x2="330" y2="1260" stroke="#cbd5e1" stroke-width="2"/>`,
    line(60, 340, 'C/C', 26, `font-family="${FONT}" font-weight="700" fill="#0f172a"`),
    ...p.complaints.map((c, i) => hand(60, 395 + i * 50, c, 26)),
    line(360, 370, 'Rx', 72, `font-family="${HAND}" font-style="italic" font-weight="700" fill="#0f172a"`),
  ];
  p.medicines.forEach((m, i) => {
    const y = 460 + i * 140;
    parts.push(hand(380, y, `${i + 1}. ${m.name}`, 32), hand(430, y + 48, `${m.dose}  —  ${m.duration}`, 27));
  });
  const adviceTop = 480 + p.medicines.length * 140;
  parts.push(line(360, adviceTop, 'Advice', 26, `font-family="${FONT}" font-weight="700" fill="#0f172a"`));
  p.advice.forEach((a, i) => parts.push(hand(380, adviceTop + 50 + i * 46, `• ${a}`, 26)));
  parts.push(
    `<path d="M 700 1230 c 30 -60 60 40 90 -10 s 50 -30 80 10" stroke="#1e3a8a" stroke-width="4" fill="none"/>`,
    `<line x1="660" y1="1260" x2="940" y2="1260" stroke="#94a3b8" stroke-width="2"/>`,
    line(700, 1295, 'Signature', 22, `font-family="${FONT}" fill="#64748b"`),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1400">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const dhakaDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

interface DemoPrescription {
  daysAgo: number;
  dayFor: number;
  unnecessaryMedicine: string | null;
  review: { note: string; daysAgo: number } | null;
  pages: Array<Omit<PaperInput, 'date' | 'patient' | 'age'>>;
}

/** One waiting for the pharmacist and one already reviewed, with a note to the patient. */
const DEMO_PRESCRIPTIONS: DemoPrescription[] = [
  {
    daysAgo: 9,
    dayFor: 30,
    unnecessaryMedicine: null,
    review: {
      daysAgo: 8,
      note: 'Readable and valid. Omeprazole 20 mg will be supplied as Seclo 20 (same medicine); order coming soon.',
    },
    pages: [
      {
        complaints: ['Acidity, heartburn', 'Mild hypertension', 'BP 145/95'],
        medicines: [
          { name: 'Cap. Omeprazole 20 mg', dose: '1+0+1 before meal', duration: '30 days' },
          { name: 'Tab. Amlodipine 5 mg', dose: '0+0+1', duration: 'continue' },
          { name: 'Tab. Rosuvastatin 10 mg', dose: '0+0+1', duration: '30 days' },
        ],
        advice: ['Less salt and oily food', 'Walk 30 minutes daily', 'Check BP weekly'],
      },
    ],
  },
  {
    daysAgo: 1,
    dayFor: 7,
    unnecessaryMedicine: 'Paracetamol: I already have it at home.',
    review: null,
    pages: [
      {
        complaints: ['Fever for 3 days', 'Sore throat, cough'],
        medicines: [
          { name: 'Tab. Azithromycin 500 mg', dose: '1+0+0 after meal', duration: '5 days' },
          { name: 'Tab. Paracetamol 500 mg', dose: '1+1+1 if fever', duration: '5 days' },
          { name: 'Tab. Fexofenadine 120 mg', dose: '0+0+1', duration: '7 days' },
        ],
        advice: ['Drink plenty of water', 'Warm saline gargle'],
      },
      {
        complaints: ['Investigations'],
        medicines: [{ name: 'CBC, CRP', dose: 'if fever persists', duration: 'after 3 days' }],
        advice: ['Follow up after 7 days with reports'],
      },
    ],
  },
];

interface DemoMedicineRequest {
  name: string;
  status: MedicineRequestStatus;
  note: string | null;
  daysAgo: number;
}

const DEMO_REQUESTS: DemoMedicineRequest[] = [
  { name: 'Insulin glargine pen (Lantus SoloStar)', status: 'Processing', note: null, daysAgo: 4 },
  {
    name: 'Phenobarbitone 30 mg syrup',
    status: 'Declined',
    note: 'The manufacturer has stopped making it in Bangladesh; please ask your doctor about an alternative.',
    daysAgo: 6,
  },
  { name: 'Ivermectin 6 mg tablet', status: 'Pending', note: null, daysAgo: 0 },
];

/**
 * The demo patient's prescriptions (pictures drawn here, stored in the private area beside the
 * public `storageDir`; none without it) and medicine requests in every status, the Ready one linked
 * to an active demo product. Run once, after the accounts and the catalogue.
 */
export async function seedDemoPharmacy(tx: Tx, options: { storageDir?: string } = {}): Promise<void> {
  const { users } = authTables;
  const [patient] = await tx.select().from(users).where(eq(users.email, 'patient@nirog.test'));
  const [pharmacist] = await tx.select().from(users).where(eq(users.email, 'pharmacist@nirog.test'));
  if (!patient) return;
  // storage-paths.ts keeps the public and private areas side by side under DATA_DIR/storage.
  const privateRoot = options.storageDir ? path.join(path.dirname(options.storageDir), 'private') : null;
  const now = Date.now();

  const { prescriptions, prescriptionImages } = prescriptionsTables;
  for (const demo of DEMO_PRESCRIPTIONS) {
    const createdAt = new Date(now - demo.daysAgo * DAY - 2 * 3_600_000);
    const reviewedAt = demo.review ? new Date(now - demo.review.daysAgo * DAY) : null;
    const [row] = await tx
      .insert(prescriptions)
      .values({
        userId: patient.id,
        status: demo.review ? 'Reviewed' : 'Pending',
        dayFor: demo.dayFor,
        unnecessaryMedicine: demo.unnecessaryMedicine,
        note: demo.review?.note ?? null,
        reviewedBy: demo.review ? (pharmacist?.id ?? null) : null,
        reviewedAt,
        createdAt,
        updatedAt: reviewedAt ?? createdAt,
      })
      .returning({ id: prescriptions.id });
    if (privateRoot) {
      const pages = await Promise.all(
        demo.pages.map((page) =>
          renderPrescriptionPage({ ...page, date: dhakaDate(createdAt), patient: patient.name, age: '36 y' }),
        ),
      );
      const stored = await savePrescriptionImages(privateRoot, await encodePrescriptionImages(pages));
      await tx
        .insert(prescriptionImages)
        .values(stored.map((paths, position) => ({ prescriptionId: row.id, position, ...paths, createdAt })));
    }
    if (demo.review && pharmacist) {
      await writeAudit(tx, {
        actorId: pharmacist.id,
        action: 'prescription_reviewed',
        subjectType: 'prescription',
        subjectId: row.id,
        details: { from: 'Pending', to: 'Reviewed', note: demo.review.note },
      });
    }
  }

  const { products } = catalogTables;
  // A product from further down the shelf than the demo orders use (their first six), when there is one.
  const shelf = await tx
    .select({ id: products.id, title: products.title, power: products.power })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .limit(11);
  const ready = shelf.at(-1);
  const requests: Array<DemoMedicineRequest & { productId?: number }> = [...DEMO_REQUESTS];
  if (ready) {
    requests.push({
      name: [ready.title, ready.power].filter(Boolean).join(' '),
      status: 'Ready',
      note: 'Now in stock.',
      daysAgo: 12,
      productId: ready.id,
    });
  }
  const { medicineRequests } = medicineRequestsTables;
  for (const request of requests) {
    const createdAt = new Date(now - request.daysAgo * DAY - 5 * 3_600_000);
    const answered = request.status !== 'Pending';
    await tx.insert(medicineRequests).values({
      userId: patient.id,
      name: request.name,
      status: request.status,
      note: request.note,
      productId: request.productId ?? null,
      handledBy: answered ? (pharmacist?.id ?? null) : null,
      createdAt,
      updatedAt: answered ? new Date(createdAt.getTime() + DAY / 2) : createdAt,
    });
  }
}
