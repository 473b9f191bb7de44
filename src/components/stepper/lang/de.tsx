/** The stepper island with the de words: a page loads only its own language. */
import { de as messages } from '../../../i18n/messages/de.ts';
import { de as stepper } from '../../../i18n/stepper/de.ts';
import { TrickStepper, type TrickStepperProps } from '../TrickStepper.tsx';

const words = { messages, stepper };

export default function TrickStepperDe(props: TrickStepperProps) {
  return <TrickStepper {...props} words={words} />;
}
