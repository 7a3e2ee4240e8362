import type { UserRole } from '@resto/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../api/ApiClientContext';
import { useAuth } from '../auth/AuthContext';

/** One invite waiting for the signed-in person, as `GET /api/user/invites` describes it. */
export interface PendingInvite {
  restaurantId: string;
  restaurantName: string;
  storeId?: string;
  storeName?: string;
  role: UserRole;
  /** The inviter's name or email, when known. */
  invitedBy: string | null;
  invitedIsoDateTimeUtc: string | null;
}

interface InvitesAnswer {
  emailVerified: boolean;
  invites: PendingInvite[];
  message?: string;
}

/** The place an invite is for: what accept and decline name. */
export function inviteScope(invite: Pick<PendingInvite, 'restaurantId' | 'storeId'>) {
  return invite.storeId
    ? { restaurantId: invite.restaurantId, storeId: invite.storeId }
    : { restaurantId: invite.restaurantId };
}

export function inviteKey(invite: Pick<PendingInvite, 'restaurantId' | 'storeId'>): string {
  return `${invite.restaurantId}/${invite.storeId ?? ''}`;
}

/**
 * The signed-in person's pending invites (found by their verified email), loaded when they sign in
 * or verify and again when the tab comes back into view, with the commands that answer them. An
 * unverified email gets none and `emailVerified: false`.
 */
export function usePendingInvites() {
  const api = useApi();
  const { user } = useAuth();
  const uid = user?.uid;
  const verified = user?.emailVerified;
  const [answer, setAnswer] = useState<InvitesAnswer>();
  const [loading, setLoading] = useState(Boolean(uid));
  const [error, setError] = useState<unknown>();
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `verified` changing (the link was clicked) loads the invites again.
  const reload = useCallback(async () => {
    if (!uid) return;
    const mine = ++generation.current;
    setLoading(true);
    try {
      const next = await api.get<InvitesAnswer>('/api/user/invites');
      if (mine !== generation.current) return;
      setAnswer(next);
      setError(undefined);
    } catch (caught) {
      if (mine === generation.current) setError(caught);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [api, uid, verified]);

  useEffect(() => {
    if (!uid) {
      setAnswer(undefined);
      setLoading(false);
      return;
    }
    void reload();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [uid, reload]);

  const forget = (invite: PendingInvite) =>
    setAnswer(
      (current) =>
        current && {
          ...current,
          invites: current.invites.filter((each) => inviteKey(each) !== inviteKey(invite)),
        },
    );

  return {
    invites: answer?.invites ?? [],
    /** Undefined until the first answer. */
    emailVerified: answer?.emailVerified,
    loading,
    error,
    reload,
    accept: async (invite: PendingInvite) => {
      await api.post('/api/user/invites/accept', inviteScope(invite));
      forget(invite);
    },
    decline: async (invite: PendingInvite) => {
      await api.post('/api/user/invites/decline', inviteScope(invite));
      forget(invite);
    },
  };
}
