import { useTranslation } from 'react-i18next';
import type { StaffMember } from '../api/contract/counter/staff';

/** Who is signed in: name, role and the shops they work in. */
export function MemberCard({ member }: { member: StaffMember }) {
  const { t, i18n } = useTranslation('manage');
  const shopName = (shop: StaffMember['shops'][number]) => (i18n.language === 'en' ? shop.name.en : shop.name.es) || shop.code;
  return (
    <article className="manage-member" aria-label={t('member.label')}>
      <h1 data-testid="manage-member-name">{member.name}</h1>
      <dl>
        <dt>{t('member.role')}</dt>
        <dd data-testid="manage-member-role">{t(`roles.${member.role}`)}</dd>
        <dt>{t('member.shops')}</dt>
        <dd>
          <ul className="manage-shops">
            {member.shops.map((shop) => (
              <li key={shop.code}>
                {shopName(shop)} <small>({shop.code})</small>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </article>
  );
}
