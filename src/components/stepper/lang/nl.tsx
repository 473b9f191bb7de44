/** The stepper island with the nl words: a page loads only its own language. */
import { nl as messages } from '../../../i18n/messages/nl.ts';
import { nl as stepper } from '../../../i18n/stepper/nl.ts';
import { TrickStepper, type TrickStepperProps } from '../TrickStepper.tsx';

const words = { messages, stepper };

export default function TrickStepperNl(props: TrickStepperProps) {
  return <TrickStepper {...props} words={words} />;
}
