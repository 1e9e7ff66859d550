import type { Account, Session } from '../api/contract';

/** The account as the session already describes it: fills the mirror at sign-in, before any fetch. */
export function accountFromSession(session: Session): Account {
  return {
    id: session.user.id,
    code: session.user.code,
    email: session.user.email,
    name: session.preferences.contactName,
    phone: session.preferences.contactPhone,
    isActive: session.isActive,
    createdAt: session.createdAt,
    preferences: { receivePromotions: session.preferences.receivePromotions, receiveNews: session.preferences.receiveNews },
    loyalty: session.loyalty,
  };
}

/** A session rebuilt from a token and its account (cookie present but no stored session, support login). */
export function sessionFromAccount(token: string, account: Account): Session {
  return {
    token,
    user: { id: account.id, code: account.code, email: account.email },
    preferences: {
      contactName: account.name,
      contactPhone: account.phone,
      receivePromotions: account.preferences.receivePromotions,
      receiveNews: account.preferences.receiveNews,
    },
    isActive: account.isActive,
    loyalty: account.loyalty,
    createdAt: account.createdAt,
  };
}
