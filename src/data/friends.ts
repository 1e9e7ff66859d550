import { isOnline } from './online';
import { apiClient } from './runtime';

/**
 * Friend result codes (0 invited, 1 already an active customer, 2 already invited), or why none
 * came: 'limit' when the customer has sent as many invitations as the server allows in a day.
 */
export type FriendInviteOutcome = 0 | 1 | 2 | 'offline' | 'limit' | 'failed';

/** Recommend_friend: needs the network, never queued (the answer is the point). */
export async function inviteFriend(friendName: string, friendEmail: string): Promise<FriendInviteOutcome> {
  if (!isOnline()) return 'offline';
  const answer = await apiClient.call('recommendFriend', { body: { friendName: friendName.trim(), friendEmail: friendEmail.trim() } });
  if (answer.status === 'ok') return answer.data;
  if (!answer.wasOk && answer.httpStatus === 429 && answer.error?.code === 'invitation_limit') return 'limit';
  return answer.status === 'network' ? 'offline' : 'failed';
}
