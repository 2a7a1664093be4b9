import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TermsContent } from './terms-content.tsx';

/** The Terms of Use sub-dialog, opened over the registration modal. */
export function TermsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Terms of Use" width="max-w-2xl">
      <TermsContent />
      <div className="mt-6 flex justify-end">
        <Button onClick={() => onOpenChange(false)}>Close</Button>
      </div>
    </Dialog>
  );
}
