import PDFDocument from 'pdfkit';
import { formatLongDate, parseFollowUp, type BookingKind, type EPrescription, type Language } from '@nirog/contracts';
import { toBengaliDigits, translate, verbatim, type MessageKey, type Verbatim } from '../../lib/i18n';
import { registerPadFonts, writeMixed } from './e-prescriptions.pdf-text';

/** What the pad prints about the doctor and the patient (the doctor kind's module knows it). */
export interface PadFacts {
  doctor: {
    title: string;
    name: string;
    degrees: string[];
    /** Printed in the pad's language (the Bengali title when there is one). */
    specialities: Array<{ title: string; bn_title: string | null }>;
    designation: string;
    department: string;
    hospital: string;
    registrationNo: string;
    chamberName: string | null;
    chamberLocation: string | null;
  };
  patient: { name: string; age: number; gender: string };
}

export interface PadInput {
  facts: PadFacts;
  prescription: EPrescription;
  booking: { id: number; kind: BookingKind };
  lang: Language;
  /** The doctor's signature as PNG or JPEG; null when none is on file. */
  signature: Buffer | null;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0b7a75';
const LEFT_COLUMN = 160;

function followUpText(value: string, lang: Language): string {
  const parsed = parseFollowUp(value);
  if (!parsed) return value;
  const key = `eprescriptions.pdf.${parsed.unit}${parsed.count === 1 ? '' : 's'}` as MessageKey;
  return translate(lang, key, { count: parsed.count });
}

/**
 * The prescription as a Bangladeshi prescription pad (DESIGN.md 6b): the doctor's name, degrees, BMDC
 * number and chamber at the head; the patient's name, age, sex and date; complaints and diagnosis in
 * the left column, Rx lines and advice on the right; follow-up, signature and the doctor's name at
 * the foot. Labels, dates and the pad's own numbers in the patient's language; what the doctor typed
 * (names, lines, durations, the registration number) exactly as typed.
 */
export function renderPad(input: PadInput): Promise<Buffer> {
  const { facts, prescription, booking, lang } = input;
  const t = (key: MessageKey, params?: Record<string, string | number | Verbatim>) => translate(lang, key, params);
  const digits = (text: string) => (lang === 'bn' ? toBengaliDigits(text) : text);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    info: {
      Title: `Prescription #${booking.id} v${prescription.version}`,
      Author: `${facts.doctor.title} ${facts.doctor.name}`,
      Subject: 'Nirog e-prescription',
    },
  });
  registerPadFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const contentWidth = A4.width - 2 * MARGIN;
  const { doctor, patient } = facts;

  // Head: the doctor on the left, the chamber on the right.
  const headWidth = contentWidth * 0.6;
  writeMixed(doc, `${doctor.title} ${doctor.name}`, MARGIN, MARGIN, {
    size: 17,
    bold: true,
    color: BRAND,
    width: headWidth,
  });
  if (doctor.degrees.length)
    writeMixed(doc, doctor.degrees.join(', '), undefined, undefined, { size: 10, bold: true, width: headWidth });
  if (doctor.specialities.length)
    writeMixed(
      doc,
      doctor.specialities.map((s) => (lang === 'bn' && s.bn_title) || s.title).join(', '),
      undefined,
      undefined,
      {
        size: 9.5,
        color: MUTED,
        width: headWidth,
      },
    );
  writeMixed(doc, `${doctor.designation}, ${doctor.department}`, undefined, undefined, { size: 9.5, width: headWidth });
  writeMixed(doc, doctor.hospital, undefined, undefined, { size: 9.5, width: headWidth });
  writeMixed(doc, t('eprescriptions.pdf.reg_no', { number: verbatim(doctor.registrationNo) }), undefined, undefined, {
    size: 9.5,
    bold: true,
    width: headWidth,
  });
  const headBottom = doc.y;
  const rightX = MARGIN + headWidth + 12;
  const rightWidth = contentWidth - headWidth - 12;
  if (doctor.chamberName) {
    writeMixed(doc, t('eprescriptions.pdf.chamber'), rightX, MARGIN + 2, {
      size: 10,
      bold: true,
      color: BRAND,
      width: rightWidth,
      align: 'right',
    });
    writeMixed(doc, doctor.chamberName, undefined, undefined, { size: 9.5, width: rightWidth, align: 'right' });
    if (doctor.chamberLocation)
      writeMixed(doc, doctor.chamberLocation, undefined, undefined, {
        size: 9.5,
        color: MUTED,
        width: rightWidth,
        align: 'right',
      });
  }
  const kindKey = `bookings.kind.${booking.kind}` as MessageKey;
  writeMixed(
    doc,
    digits(t('eprescriptions.pdf.consultation', { kind: t(kindKey), id: booking.id, version: prescription.version })),
    rightX,
    Math.max(doc.y + 4, MARGIN + 40),
    { size: 8.5, color: MUTED, width: rightWidth, align: 'right' },
  );

  let y = Math.max(headBottom, doc.y) + 8;
  doc.rect(MARGIN, y, contentWidth, 2.5).fill(BRAND);
  y += 9;

  // The patient line.
  const sexKey = `eprescriptions.pdf.sex.${patient.gender}` as MessageKey;
  const fields: [string, string, number][] = [
    [t('eprescriptions.pdf.name'), patient.name, 0.42],
    [t('eprescriptions.pdf.age'), digits(t('eprescriptions.pdf.age_years', { age: patient.age })), 0.16],
    [
      t('eprescriptions.pdf.sex'),
      ['male', 'female', 'other'].includes(patient.gender) ? t(sexKey) : patient.gender,
      0.16,
    ],
    [t('eprescriptions.pdf.date'), formatLongDate(prescription.created_at, lang), 0.26],
  ];
  let x = MARGIN;
  let lineBottom = y;
  for (const [label, value, share] of fields) {
    const width = contentWidth * share - 6;
    writeMixed(doc, `${label}: ${value}`, x, y, { size: 10, width });
    lineBottom = Math.max(lineBottom, doc.y);
    x += contentWidth * share;
  }
  y = lineBottom + 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth, y)
    .lineWidth(0.7)
    .strokeColor('#9aa5b1')
    .stroke();
  const bodyTop = y + 10;
  const footTop = A4.height - MARGIN - 96;

  // Left column: complaints, diagnosis, follow-up.
  const section = (title: string, lines: string[], top?: number) => {
    writeMixed(doc, title, MARGIN, top, { size: 10.5, bold: true, color: BRAND, width: LEFT_COLUMN });
    if (!lines.length)
      writeMixed(doc, t('eprescriptions.pdf.none'), MARGIN, undefined, { size: 9.5, color: MUTED, width: LEFT_COLUMN });
    for (const line of lines) writeMixed(doc, `• ${line}`, MARGIN, undefined, { size: 9.5, width: LEFT_COLUMN });
    doc.moveDown(0.6);
  };
  section(
    t('eprescriptions.pdf.complaints'),
    prescription.prescription_complains.map((c) => c.title),
    bodyTop,
  );
  section(
    t('eprescriptions.pdf.diagnosis'),
    prescription.prescription_diagnosis.map((d) => d.title),
    doc.y,
  );
  if (prescription.follow_up && prescription.follow_up_date) {
    const after = followUpText(prescription.follow_up, lang);
    section(
      t('eprescriptions.pdf.follow_up'),
      [t('eprescriptions.pdf.follow_up_on', { after, date: formatLongDate(prescription.follow_up_date, lang) })],
      doc.y,
    );
  }
  doc
    .moveTo(MARGIN + LEFT_COLUMN + 10, bodyTop - 4)
    .lineTo(MARGIN + LEFT_COLUMN + 10, footTop - 8)
    .lineWidth(0.7)
    .strokeColor('#cbd2d9')
    .stroke();

  // Right column: Rx lines, then advice.
  const rxX = MARGIN + LEFT_COLUMN + 22;
  const rxWidth = contentWidth - LEFT_COLUMN - 22;
  doc
    .font('latin-bold')
    .fontSize(24)
    .fillColor(BRAND)
    .text('Rx', rxX, bodyTop - 4);
  doc.moveDown(0.2);
  prescription.prescription_items.forEach((item, i) => {
    writeMixed(doc, `${digits(String(i + 1))}. ${item.medicine_name}`, rxX, undefined, {
      size: 11,
      bold: true,
      color: INK,
      width: rxWidth,
    });
    writeMixed(doc, item.dosage_instructions, rxX + 14, undefined, { size: 10, width: rxWidth - 14 });
    writeMixed(doc, t('eprescriptions.pdf.duration', { duration: verbatim(item.duration) }), rxX + 14, undefined, {
      size: 9.5,
      color: MUTED,
      width: rxWidth - 14,
    });
    doc.moveDown(0.5);
  });
  if (prescription.prescription_advices.length) {
    doc.moveDown(0.4);
    writeMixed(doc, t('eprescriptions.pdf.advice'), rxX, undefined, {
      size: 10.5,
      bold: true,
      color: BRAND,
      width: rxWidth,
    });
    for (const advice of prescription.prescription_advices)
      writeMixed(doc, `• ${advice.title}`, rxX, undefined, { size: 10, width: rxWidth });
  }

  // Foot: signature over the doctor's name, and the issuing note. Always on the last page.
  if (doc.y > footTop - 10) doc.addPage();
  const signX = MARGIN + contentWidth - 170;
  if (input.signature)
    doc.image(input.signature, signX + 20, footTop, { fit: [130, 44], align: 'center', valign: 'bottom' });
  doc
    .moveTo(signX, footTop + 48)
    .lineTo(signX + 170, footTop + 48)
    .lineWidth(0.7)
    .strokeColor('#52606d')
    .stroke();
  writeMixed(doc, `${doctor.title} ${doctor.name}`, signX, footTop + 52, {
    size: 9.5,
    bold: true,
    width: 170,
    align: 'center',
  });
  writeMixed(doc, t('eprescriptions.pdf.signature'), signX, undefined, {
    size: 8.5,
    color: MUTED,
    width: 170,
    align: 'center',
  });
  writeMixed(doc, t('eprescriptions.pdf.footer'), MARGIN, A4.height - MARGIN - 14, {
    size: 7.5,
    color: MUTED,
    width: contentWidth - 190,
  });

  doc.end();
  return done;
}
