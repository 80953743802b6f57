import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/**
 * A password field with a show/hide toggle (docs/PRODUCT.md §2 auth page, admin password change). `toggleLabel`
 * names what the toggle reveals: 'Show password', 'Show new password'.
 */
export function PasswordInput({ toggleLabel = 'password', ...props }: Omit<ComponentProps<'input'>, 'type'> & { toggleLabel?: string }) {
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-10" />
      <button
        type="button"
        aria-label={`${isVisible ? 'Hide' : 'Show'} ${toggleLabel}`}
        aria-pressed={isVisible}
        onClick={() => setVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {isVisible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
