import { Coins, CreditCard, LogOut, Menu, Settings, Shield, ShieldCheck, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Brand } from '@/components/brand';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuth } from '@/lib/session';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { displayName, formatCredits, initials } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useHasAdminAccess } from './use-admin-access';

interface NavItem {
  href: string;
  label: string;
}

/** docs/PRODUCT.md §2 top navigation. */
const NAV_ITEMS: NavItem[] = [
  { href: '/', label: 'Dashboard' },
  { href: '/upload', label: 'Upload CVs' },
  { href: '/templates', label: 'Templates' },
  { href: '/analytics', label: 'Analytics' },
  { href: '/settings', label: 'Settings' },
];
const ADMIN_NAV_ITEM: NavItem = { href: '/admin', label: 'Admin' };

function isActive(location: string, href: string): boolean {
  return href === '/' ? location === '/' || location === '/dashboard' : location === href || location.startsWith(`${href}/`);
}

/** The signed-in frame: header with navigation, credits and the user menu. */
export default function AppShell({ children }: { children: ReactNode }) {
  const { user, logoutMutation, isBuiltInAdmin } = useAuth();
  const hasAdminAccess = useHasAdminAccess();
  const [location] = useLocation();
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);

  if (!user) return null;
  const navItems = hasAdminAccess ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS;
  const credits = formatCredits(user.credits, user.creditsLimit);

  return (
    <div className="flex min-h-screen flex-col bg-muted/30">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <Link href="/" aria-label="CVForge home" className="shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Brand />
          </Link>

          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
            {navItems.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                aria-current={isActive(location, item.href) ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                  isActive(location, item.href) && 'bg-accent text-accent-foreground',
                )}
              >
                {item.label}
              </Link>
            ))}
          </nav>

          <div className="ml-auto flex items-center gap-3">
            <div
              className="flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-sm"
              title={user.credits === -1 ? 'Unlimited credits' : 'Credits remaining / plan limit'}
            >
              <Coins className="size-4 text-primary" aria-hidden="true" />
              <span className="hidden text-muted-foreground sm:inline">Credits</span>
              <span data-testid="credits" className="font-semibold tabular-nums">
                {credits}
              </span>
            </div>

            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <button
                  type="button"
                  aria-label="User menu"
                  className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <Avatar>
                    {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
                    <AvatarFallback>{initials(user)}</AvatarFallback>
                  </Avatar>
                </button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-60">
                <DropdownMenuLabel className="font-normal">
                  <p className="truncate text-sm font-semibold">{displayName(user)}</p>
                  <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                {isBuiltInAdmin ? (
                  <DropdownMenuItem asChild>
                    <Link href="/admin-panel">
                      <ShieldCheck aria-hidden="true" />
                      Admin Panel
                    </Link>
                  </DropdownMenuItem>
                ) : null}
                <DropdownMenuItem asChild>
                  <Link href="/settings">
                    <Settings aria-hidden="true" />
                    Settings
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link href="/billing">
                    <CreditCard aria-hidden="true" />
                    Billing
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  variant="destructive"
                  disabled={logoutMutation.isPending}
                  onSelect={() => logoutMutation.mutate()}
                >
                  <LogOut aria-hidden="true" />
                  {logoutMutation.isPending ? 'Signing Out...' : 'Sign Out'}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>

            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label={isMobileMenuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={isMobileMenuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileMenuOpen((open) => !open)}
            >
              {isMobileMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </div>
        </div>

        {isMobileMenuOpen ? (
          <nav id="mobile-menu" aria-label="Mobile" className="border-t bg-background md:hidden">
            <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
              {navItems.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => setMobileMenuOpen(false)}
                    aria-current={isActive(location, item.href) ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                      isActive(location, item.href) && 'bg-accent text-accent-foreground',
                    )}
                  >
                    {item.href === '/admin' ? <Shield className="size-4" aria-hidden="true" /> : null}
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <VerifyEmailBanner />

      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">{children}</main>
    </div>
  );
}
