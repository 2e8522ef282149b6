/** The server-rendered track the island receives as children. */
export function Slides({ count }: { count: number }) {
  return (
    <ul className="carousel__track">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="carousel__slide"><a href={`/p/${index}`}>Slide {index + 1}</a></li>
      ))}
    </ul>
  );
}
