import { ModalDialog } from '~/ui/modal-dialog';
import { useContent } from '~/content/use-content';

export function ConferenceTermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const terms = useContent('conferenceTerms');
  return (
    <ModalDialog open={open} onClose={onClose} title={terms.title}>
      <ul>
        {terms.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}
