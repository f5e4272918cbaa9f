import { StaticImage } from '../ui/static-image';

/** `raised` on a grey band (white, a shadow; the narrow TV cards), else `bordered` (on white). */
const looks = {
  raised: ['flex flex-col overflow-hidden rounded-xl bg-white shadow-sm', 'p-5'],
  bordered: ['flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white', 'p-6'],
} as const;

/** A plan card as a list item: its picture (if it has one) across the top, its text below. */
export function PictureCard({
  image,
  look,
  children,
}: {
  image?: { src: string; alt: string; width: number; height: number };
  look: keyof typeof looks;
  children: React.ReactNode;
}) {
  const [card, padding] = looks[look];
  return (
    <li className={card}>
      {image ? <StaticImage {...image} className="h-auto w-full" /> : null}
      <div className={`flex flex-1 flex-col ${padding}`}>{children}</div>
    </li>
  );
}
