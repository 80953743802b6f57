import type { LoginRequest, RegisterRequest, User } from '@common/contracts/auth';
import { FREE_SIGNUP_CREDITS, PRODUCT_NAME } from '@common/limits';
import { BUILT_IN_ADMIN_ID } from '@common/roles';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { apiJson, apiRequest, getQueryFn } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

/**
 * The session API every feature may use (docs/decisions/001-session-hooks-in-auth-feature.md):
 * the current user, and sign-in, registration and sign-out.
 */
import { USER_QUERY_KEY } from './query-keys';

export { USER_QUERY_KEY };

export const WELCOME_TEXT = `Welcome to ${PRODUCT_NAME}! You have ${FREE_SIGNUP_CREDITS} free CV processing credits.`;

/** Drops every cached query except the current user, which becomes null (signed out). */
export function clearSessionCache(queryClient: QueryClient): void {
  // Setting the user first lets mounted observers see "signed out" at once; then everything
  // else the previous user loaded is dropped so the next user never sees it (docs/PRODUCT.md §4).
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

/** The current user: null when signed out (GET /api/user answers 401), never retried. */
export function useCurrentUser() {
  return useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    retry: false,
  });
}

export function useAuth() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { data, error, isLoading } = useCurrentUser();
  const user = data ?? null;

  const loginMutation = useMutation({
    mutationFn: (credentials: LoginRequest) => apiJson<User>('POST', '/api/login', credentials),
    onSuccess: (signedIn) => {
      queryClient.setQueryData(USER_QUERY_KEY, signedIn);
      toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
    },
    onError: (err) => {
      toast({ title: 'Login failed', description: errorMessage(err, 'Invalid email or password'), variant: 'destructive' });
    },
  });

  const registerMutation = useMutation({
    mutationFn: (input: RegisterRequest) => apiJson<User>('POST', '/api/register', input),
    onSuccess: (created) => {
      queryClient.setQueryData(USER_QUERY_KEY, created);
      toast({ title: 'Account created!', description: WELCOME_TEXT });
    },
    onError: (err) => {
      toast({
        title: 'Registration failed',
        description: errorMessage(err, 'Failed to create account'),
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      clearSessionCache(queryClient);
      navigate('/');
      toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
    },
    onError: (err) => {
      toast({ title: 'Logout failed', description: errorMessage(err, 'Failed to sign out'), variant: 'destructive' });
    },
  });

  return {
    user,
    isLoading,
    error,
    isAuthenticated: user !== null,
    /** The admin route set (docs/PRODUCT.md §2, §6) depends on role 'admin'. */
    isAdmin: user?.role === 'admin',
    /** The admin panel is the built-in administrator's alone (docs/PRODUCT.md §6). */
    isBuiltInAdmin: user?.id === BUILT_IN_ADMIN_ID,
    loginMutation,
    registerMutation,
    logoutMutation,
  };
}

/** POST /api/verify-email/resend: a new verification link to the signed-in user's address. */
export function useResendEmailVerification() {
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/verify-email/resend', {}),
    onSuccess: (result) => toast({ title: 'Verification Email Sent', description: result.message }),
    onError: (err) => toast({ title: 'Verification Email Not Sent', description: errorMessage(err, 'Please try again later.'), variant: 'destructive' }),
  });
}
