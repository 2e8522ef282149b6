/** Five stars filled to `score` (0..5), hidden from screen readers: the caller gives the text. */
export default function Stars({ score }: { readonly score: number }) {
  const percent = Math.max(0, Math.min(100, (score / 5) * 100));
  return (
    <span className="rv-stars" aria-hidden="true">
      <span className="rv-stars__base">★★★★★</span>
      <span className="rv-stars__fill" style={{ width: `${percent}%` }}>★★★★★</span>
    </span>
  );
}
