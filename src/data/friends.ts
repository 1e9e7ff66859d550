import { isOnline } from './online';
import { apiClient } from './runtime';

/** Spec §4 friend result codes (0 invited, 1 already an active customer, 2 already invited), or why none came. */
export type FriendInviteOutcome = 0 | 1 | 2 | 'offline' | 'failed';

/** Spec §7 recommend_friend: needs the network, never queued (the answer is the point). */
export async function inviteFriend(friendName: string, friendEmail: string): Promise<FriendInviteOutcome> {
  if (!isOnline()) return 'offline';
  const answer = await apiClient.call('recommendFriend', { body: { friendName: friendName.trim(), friendEmail: friendEmail.trim() } });
  if (answer.status === 'ok') return answer.data;
  return answer.status === 'network' ? 'offline' : 'failed';
}
