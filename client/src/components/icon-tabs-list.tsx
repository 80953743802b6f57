import type { LucideIcon } from 'lucide-react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface IconTab {
  value: string;
  label: string;
  icon: LucideIcon;
}

/** A row of tab triggers with icons that scrolls sideways on narrow screens (the admin screens). */
export function IconTabsList({ tabs }: { tabs: readonly IconTab[] }) {
  return (
    <div className="overflow-x-auto pb-1">
      <TabsList className="w-max">
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="px-3">
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
    </div>
  );
}
