import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { EPrescription } from '@nirog/contracts';
import { renderPad, type PadInput } from './e-prescriptions.pdf';
import PDFDocument from 'pdfkit';
import { registerPadFonts, scriptRuns } from './e-prescriptions.pdf-text';

const run = promisify(execFile);

const prescription: EPrescription = {
  id: 1,
  booking_id: 41,
  version: 2,
  created_at: '2026-11-27T05:00:00.000Z',
  follow_up: '7 days',
  follow_up_date: '2026-12-04',
  prescription_items: [
    { medicine_name: 'Napa Extend 665 mg', dosage_instructions: '১+০+১ খাবারের পরে', duration: '৭ দিন' },
    { medicine_name: 'Fexo 120 mg', dosage_instructions: '0+0+1 at night', duration: '10 days' },
  ],
  prescription_complains: [{ title: 'জ্বর ও কাশি তিন দিন' }],
  prescription_diagnosis: [{ title: 'Viral fever (ভাইরাস জ্বর)' }],
  prescription_advices: [{ title: 'প্রচুর পানি পান করবেন, শক্ত খাবার কষ্ট হলে নরম খাবার খাবেন, অন্তত ৭ দিন বিশ্রাম' }],
};

async function pad(over: Partial<PadInput> = {}): Promise<Buffer> {
  const signature = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="240" height="80"><path d="M10 60 C 60 0, 90 90, 230 20" stroke="#123" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return renderPad({
    facts: {
      doctor: {
        title: 'Dr.',
        name: 'Farhana Rahman',
        degrees: ['MBBS', 'FCPS (Medicine)'],
        specialities: [{ title: 'Cardiology', bn_title: 'হৃদরোগ' }],
        designation: 'Consultant',
        department: 'Medicine',
        hospital: 'Square Hospital',
        registrationNo: 'A-12345',
        chamberName: 'Popular Diagnostic Centre',
        chamberLocation: 'Dhanmondi, Dhaka',
      },
      patient: { name: 'রহিমা খাতুন', age: 36, gender: 'female' },
    },
    prescription,
    booking: { id: 41, kind: 'video' },
    lang: 'bn',
    signature,
    ...over,
  });
}

describe('the prescription pad PDF', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'pad-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The first page as a greyscale PNG through pdftoppm (poppler-utils), as a person would see it. */
  async function firstPage(pdf: Buffer) {
    await writeFile(path.join(dir, 'pad.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      '60',
      '-png',
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(dir, 'pad.pdf'),
      path.join(dir, 'pad'),
    ]);
    return readFile(path.join(dir, 'pad.png'));
  }
  /** The share of the page's pixels that carry ink. */
  async function inkShare(png: Buffer, region?: { left: number; top: number; width: number; height: number }) {
    const image = sharp(png);
    const { data } = await (region ? image.extract(region) : image).raw().toBuffer({ resolveWithObject: true });
    let ink = 0;
    for (const value of data) if (value < 160) ink++;
    return ink / data.length;
  }

  it('renders a one-page pad with ink in the head, the Rx column and the foot', async () => {
    const pdf = await pad();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await firstPage(pdf);
    const { width, height } = await sharp(png).metadata();
    expect(width).toBeGreaterThan(450);
    expect(await inkShare(png)).toBeGreaterThan(0.01);
    const third = Math.floor(height! / 3);
    for (const top of [0, third, height! - third]) {
      expect(await inkShare(png, { left: 0, top, width: width!, height: third })).toBeGreaterThan(0.003);
    }
    const pages = (await run('pdfinfo', [path.join(dir, 'pad.pdf')])).stdout;
    expect(pages).toMatch(/Pages:\s+1\n/);
  });

  it('embeds the Bengali and Latin fonts and no missing-glyph boxes for mixed lines', async () => {
    const pdf = await pad();
    await writeFile(path.join(dir, 'fonts.pdf'), pdf);
    const fonts = (await run('pdffonts', [path.join(dir, 'fonts.pdf')])).stdout;
    expect(fonts).toMatch(/NotoSansBengali/);
    // The Bengali subset has no Latin letters: each run must go to the font that has its glyphs.
    expect(scriptRuns('Napa ১+০+১ (৭ দিন), শক্ত')).toEqual([
      { text: 'Napa ', script: 'latin' },
      { text: '১', script: 'bn' },
      { text: '+', script: 'latin' },
      { text: '০', script: 'bn' },
      { text: '+', script: 'latin' },
      { text: '১ ', script: 'bn' },
      { text: '(', script: 'latin' },
      { text: '৭ দিন', script: 'bn' },
      { text: '), ', script: 'latin' },
      { text: 'শক্ত', script: 'bn' },
    ]);
  });

  it('keeps the space after a ক conjunct whose headline fontkit leaves overhanging (রক্ত পরীক্ষা)', () => {
    const doc = new PDFDocument({ size: 'A4' });
    registerPadFonts(doc);
    doc.font('bn').fontSize(100);
    const apart = doc.widthOfString('শক্ত') + doc.widthOfString(' ') + doc.widthOfString('খাবার');
    // 100 pt: a font unit is 0.1 pt; the headline piece overhangs by about 200 units.
    expect(doc.widthOfString('শক্ত খাবার') - apart).toBeGreaterThan(15);
    expect(doc.widthOfString('কষ্ট হলে')).toBeCloseTo(
      doc.widthOfString('কষ্ট') + doc.widthOfString(' ') + doc.widthOfString('হলে'),
      1,
    );
    doc.end();
  });
});

describe("the pad's text", () => {
  /** The PDF's text as pdftotext (poppler-utils) reads it. */
  async function textOf(pdf: Buffer) {
    const dir = await mkdtemp(path.join(tmpdir(), 'pad-text-'));
    try {
      await writeFile(path.join(dir, 'pad.pdf'), pdf);
      return (await run('pdftotext', ['-layout', path.join(dir, 'pad.pdf'), '-'])).stdout;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it("prints the doctor's words exactly as typed and the pad's own numbers in the patient's language", async () => {
    const typed = {
      ...prescription,
      prescription_items: [
        { medicine_name: 'Fexo 120 mg', dosage_instructions: '0+0+1 at night', duration: '10 days' },
        { medicine_name: 'Napa 500 mg', dosage_instructions: '১+০+১', duration: '১০ days, then 2 more' },
      ],
    };
    const bengali = await textOf(await pad({ prescription: typed }));
    expect(bengali).toContain('10 days');
    expect(bengali).toContain('১০ days, then 2 more');
    expect(bengali).toContain('A-12345');
    expect(bengali).toContain('Fexo 120 mg');
    // The interface's numbers follow Bengali: the booking number and the Rx line numbers.
    expect(bengali).toContain('#৪১');
    expect(bengali).toMatch(/২\. Napa 500 mg/);
    const english = await textOf(await pad({ prescription: typed, lang: 'en' }));
    expect(english).toContain('Duration: 10 days');
    expect(english).toContain('Duration: ১০ days, then 2 more');
    expect(english).toContain('#41');
    // The doctor's specialities in the pad's language (they read in English on a Bengali pad; pdftotext cannot read
    // the shaped Bengali back, so the English title's absence is what is checked).
    expect(english).toContain('Cardiology');
    expect(bengali).not.toContain('Cardiology');
  });
});
