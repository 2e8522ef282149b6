import type { DialogViewProps } from '../dialogs/dialog-view';
import './location-confirmation.css';

interface Choice {
  readonly href: string;
  readonly lang: string;
  readonly label: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The location confirmation (spec §2): the site of the visitor's country, one link per locale (in
 * its own language), or staying here. props: title (the host shows it), text, choices, stayLabel,
 * onAnswer (remembers the answer before the link leaves the page).
 */
export default function LocationConfirmationDialog({ props, close }: DialogViewProps) {
  const choices = (Array.isArray(props.choices) ? props.choices : []) as Choice[];
  const answer = () => (props.onAnswer as (() => void) | undefined)?.();
  return (
    <div className="location-confirmation" data-testid="location-confirmation">
      <p>{text(props.text)}</p>
      <ul className="location-confirmation__choices">
        {choices.map((choice) => (
          <li key={choice.href}>
            <a className="location-confirmation__go" href={choice.href} hrefLang={choice.lang} onClick={answer}>{choice.label}</a>
          </li>
        ))}
      </ul>
      <button type="button" className="location-confirmation__stay" onClick={() => { answer(); close(); }}>{text(props.stayLabel)}</button>
    </div>
  );
}
