import type { Edition } from '~/content/edition';
import { useShowPhase } from '~/features/lifecycle/use-show-phase';
import { Countdown } from './countdown';
import { ShowEnded } from './show-ended';
import { TodayAtShow } from './today-at-show';

/**
 * The home page's word on the show's calendar: the countdown before the show (and its line
 * while it is on, with what is on today), thanks and the next edition once it is over.
 */
export function ShowStatus({ home, schedule }: { home: Edition['home']; schedule: Edition['schedule'] }) {
  const phase = useShowPhase();
  if (phase.kind === 'ended') return <ShowEnded copy={home.ended} />;
  return (
    <>
      <Countdown copy={home.countdown} />
      {phase.kind === 'live' ? <TodayAtShow phase={phase} copy={home.today} schedule={schedule} /> : null}
    </>
  );
}
