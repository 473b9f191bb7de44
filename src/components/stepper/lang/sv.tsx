/** The stepper island with the sv words: a page loads only its own language. */
import { sv as messages } from '../../../i18n/messages/sv.ts';
import { sv as stepper } from '../../../i18n/stepper/sv.ts';
import { TrickStepper, type TrickStepperProps } from '../TrickStepper.tsx';

const words = { messages, stepper };

export default function TrickStepperSv(props: TrickStepperProps) {
  return <TrickStepper {...props} words={words} />;
}
