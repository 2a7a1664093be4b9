import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CrisisResourceList } from '../../../components/safety/crisis-resource-list.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';

/**
 * Spec section 2 'Mental Health Crisis Notice'. Never behind a quota or a paywall; the numbers
 * (packages/contracts safety-copy: 988 call, text or chat; Crisis Text Line; 911) are
 * tap-to-call / tap-to-text on phones (docs/notes/safety-and-compliance.md 3.10).
 */
export function CrisisNoticeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { productName } = useRuntimeConfig();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mental Health Crisis Notice"
      description={`If you are in crisis or thinking about harming yourself, please reach out to a person who can help right now. Free and confidential, 24/7. ${productName} is an AI and cannot call for help.`}
      hideClose
    >
      <CrisisResourceList className="sm:grid-cols-1" />
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
