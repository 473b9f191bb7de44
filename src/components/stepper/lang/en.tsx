/** The stepper island with the en words: a page loads only its own language. */
import { en as messages } from '../../../i18n/messages/en.ts';
import { en as stepper } from '../../../i18n/stepper/en.ts';
import { TrickStepper, type TrickStepperProps } from '../TrickStepper.tsx';

const words = { messages, stepper };

export default function TrickStepperEn(props: TrickStepperProps) {
  return <TrickStepper {...props} words={words} />;
}
