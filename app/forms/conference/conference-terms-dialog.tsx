import { ModalDialog } from '~/components/modal-dialog';
import { conferenceTerms } from '~/content/conference-terms';

export function ConferenceTermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} title={conferenceTerms.title}>
      <ul>
        {conferenceTerms.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}
