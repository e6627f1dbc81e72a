/**
 * The picture of a product that has none: a medicine pack drawn by its dosage form, the way the demo pack images
 * are drawn (apps/api/src/seed/demo/pack-images.ts, same shapes and shading), as inline SVG, so nothing is
 * downloaded. Decorative: the card and the product page name the product in text.
 */

export type PackForm =
  'tablet' | 'capsule' | 'syrup' | 'drops' | 'injection' | 'cream' | 'suppository' | 'inhaler' | 'other';

/** The dosage form from the catalogue's medicine type (English title as the catalogue has it). */
export function packFormOf(type: string | null | undefined): PackForm {
  const f = (type ?? '').toLowerCase();
  if (/suppositor/.test(f)) return 'suppository';
  if (/inhaler|rotacap|evohaler|accuhaler/.test(f)) return 'inhaler';
  if (/drop/.test(f)) return 'drops';
  if (/syrup|suspension|solution|liquid|elixir|mouthwash|lotion|oral saline/.test(f)) return 'syrup';
  if (/injection|vial|infusion|ampoule|pen/.test(f)) return 'injection';
  if (/cream|ointment|gel/.test(f)) return 'cream';
  if (/capsule/.test(f)) return 'capsule';
  if (/tablet|caplet/.test(f)) return 'tablet';
  return 'other';
}

/** Pack colours (darker shades are computed): the seed's category colours. */
const COLORS = ['#0f766e', '#2563eb', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#c2410c'];

/** Mix a #rrggbb colour with white (amount > 0) or black (amount < 0), as the seed's `shade`. */
function shade(color: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const parts = [1, 3, 5].map((i) => {
    const v = parseInt(color.slice(i, i + 2), 16);
    return Math.round(v + (target - v) * a)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

/** A stable colour per product (the same product always looks the same). */
function colorFor(seed: string): string {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return COLORS[h % COLORS.length];
}

/** The brand on the label, shortened to fit. */
const clip = (text: string, max: number) =>
  [...text].length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`;

function Label({ cx, y, width, brand, dark }: { cx: number; y: number; width: number; brand: string; dark: string }) {
  const text = clip(brand, 14);
  const size = Math.max(22, Math.min(56, Math.floor((width - 20) / (Math.max([...text].length, 1) * 0.62))));
  return (
    <text
      x={cx}
      y={y + size}
      fontSize={size}
      fontWeight={700}
      textAnchor="middle"
      fill={dark}
      fontFamily="'Noto Sans', 'DejaVu Sans', Arial, sans-serif"
    >
      {text}
    </text>
  );
}

export function PackPlaceholder({
  form,
  brand,
  seed,
  className,
}: {
  form: PackForm;
  /** The name drawn on the pack's label (the product's title as the catalogue has it). */
  brand: string;
  /** What picks the colour: the product's slug or id. */
  seed: string;
  className?: string;
}) {
  const color = colorFor(seed);
  const dark = shade(color, -0.45);
  const light = shade(color, 0.85);
  const id = `pack-bg-${seed.replace(/[^a-z0-9-]/gi, '')}`;

  let body: React.ReactNode;
  switch (form) {
    case 'syrup':
    case 'drops': {
      const drops = form === 'drops';
      body = drops ? (
        <>
          <path d="M280 40h40l10 80h-60z" fill={dark} />
          <rect x="255" y="115" width="90" height="45" rx="8" fill={dark} />
          <rect x="215" y="160" width="170" height="360" rx="30" fill={color} />
          <rect x="228" y="250" width="144" height="180" rx="10" fill="#ffffff" />
          <Label cx={300} y={262} width={144} brand={brand} dark={dark} />
        </>
      ) : (
        <>
          <rect x="250" y="40" width="100" height="60" rx="8" fill={dark} />
          <path d="M230 100h140v30q60 20 60 80v310q0 26-26 26H196q-26 0-26-26V210q0-60 60-80z" fill={color} />
          <rect x="178" y="220" width="244" height="250" rx="12" fill="#ffffff" />
          <Label cx={300} y={240} width={240} brand={brand} dark={dark} />
        </>
      );
      break;
    }
    case 'cream':
      body = (
        <>
          <rect x="268" y="40" width="64" height="50" rx="6" fill={dark} />
          <path d="M250 90h100l90 70v360H160V160z" fill={color} />
          <rect x="160" y="500" width="280" height="24" fill={dark} />
          <rect x="180" y="190" width="240" height="260" rx="12" fill="#ffffff" />
          <Label cx={300} y={214} width={236} brand={brand} dark={dark} />
        </>
      );
      break;
    case 'inhaler':
      body = (
        <>
          <rect x="200" y="50" width="200" height="380" rx="40" fill={color} />
          <rect x="170" y="420" width="260" height="110" rx="24" fill={dark} />
          <rect x="218" y="110" width="164" height="260" rx="14" fill="#ffffff" />
          <Label cx={300} y={134} width={164} brand={brand} dark={dark} />
        </>
      );
      break;
    case 'injection':
      body = (
        <>
          <rect x="240" y="40" width="120" height="50" rx="8" fill={dark} />
          <rect x="262" y="90" width="76" height="40" fill="#cbd5e1" />
          <rect x="190" y="130" width="220" height="400" rx="30" fill={shade(color, 0.55)} />
          <rect x="204" y="200" width="192" height="260" rx="10" fill="#ffffff" />
          <rect x="204" y="200" width="192" height="18" fill={color} />
          <Label cx={300} y={236} width={188} brand={brand} dark={dark} />
        </>
      );
      break;
    case 'suppository':
      // A foil strip of bullet-shaped suppositories above the carton.
      body = (
        <>
          <rect x="130" y="36" width="340" height="110" rx="10" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="3" />
          {[0, 1, 2, 3, 4].map((i) => (
            <path
              key={i}
              d={`M${164 + i * 62} 130v-50q0-34 22-40q22 6 22 40v50z`}
              fill="#ffffff"
              stroke="#94a3b8"
              strokeWidth="2"
            />
          ))}
          <path d="M100 150h400l-30 30v340H130V180z" fill={color} />
          <path d="M470 180l30-30v340l-30 30z" fill={dark} />
          <rect x="150" y="230" width="300" height="220" rx="14" fill="#ffffff" />
          <Label cx={300} y={262} width={296} brand={brand} dark={dark} />
        </>
      );
      break;
    case 'tablet':
    case 'capsule':
    case 'other':
    default:
      // A carton with a blister strip peeking out of the top (round tablets, long capsules; none for other forms).
      body = (
        <>
          {form !== 'other' && (
            <>
              <rect x="150" y="36" width="300" height="80" rx="10" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="3" />
              {[0, 1, 2, 3, 4].map((i) => (
                <ellipse
                  key={i}
                  cx={186 + i * 57}
                  cy={76}
                  rx={20}
                  ry={form === 'capsule' ? 30 : 22}
                  fill="#ffffff"
                  stroke="#94a3b8"
                  strokeWidth="2"
                />
              ))}
            </>
          )}
          <path d="M100 100h400l-30 30v390H130V130z" fill={color} />
          <path d="M470 130l30-30v390l-30 30z" fill={dark} />
          <rect x="130" y="130" width="340" height="60" fill={dark} />
          <rect x="150" y="210" width="300" height="250" rx="14" fill="#ffffff" />
          <Label cx={300} y={240} width={296} brand={brand} dark={dark} />
        </>
      );
  }

  return (
    <svg
      viewBox="0 0 600 600"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-pack-form={form}
      role="presentation"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
      </defs>
      <rect width="600" height="600" fill={`url(#${id})`} />
      <ellipse cx="300" cy="548" rx="210" ry="18" fill="#0f172a" fillOpacity="0.12" />
      {body}
    </svg>
  );
}
