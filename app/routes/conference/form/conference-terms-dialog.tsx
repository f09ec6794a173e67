import { ModalDialog } from '~/ui/modal-dialog';
import type { Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';

type ConferenceTermsDialogProps = { terms: Edition['conferenceTerms']; open: boolean; onClose: () => void };

export function ConferenceTermsDialog({ terms, open, onClose }: ConferenceTermsDialogProps) {
  const { shell } = useRootContent();
  return (
    <ModalDialog open={open} onClose={onClose} title={terms.title} closeLabel={shell.dialog.close}>
      <ul>
        {terms.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}
