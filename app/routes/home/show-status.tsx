import { useShowPhase } from '~/features/lifecycle/use-show-phase';
import { Countdown } from './countdown';
import { ShowEnded } from './show-ended';
import { TodayAtShow } from './today-at-show';

/**
 * The home page's word on the show's calendar: the countdown before the show (and its line
 * while it is on, with what is on today), thanks and the next edition once it is over.
 */
export function ShowStatus() {
  const phase = useShowPhase();
  if (phase.kind === 'ended') return <ShowEnded />;
  return (
    <>
      <Countdown />
      {phase.kind === 'live' ? <TodayAtShow phase={phase} /> : null}
    </>
  );
}
