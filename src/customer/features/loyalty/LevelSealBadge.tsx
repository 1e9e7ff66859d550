import { useTranslation } from 'react-i18next';
import { levelSeal } from './loyaltyFigures';

const COLOURS = { gold: ['#f4c542', '#b8860b'], silver: ['#e3e6ea', '#8e959c'], bronze: ['#e0a36b', '#9a5b2b'] } as const;

/** Customer level seal (1 Gold, 2 Silver, otherwise 3 Bronze). */
export function LevelSealBadge({ customerLevel }: { customerLevel: number }) {
  const { t } = useTranslation('loyalty');
  const seal = levelSeal(customerLevel);
  const [fill, edge] = COLOURS[seal];
  return (
    <div className={`level-seal level-seal-${seal}`} data-testid="loyalty-level" data-level={seal}>
      <svg width="56" height="56" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M20 40l-6 20 10-5 6 8 4-17zM44 40l6 20-10-5-6 8-4-17z" fill={edge} />
        <circle cx="32" cy="28" r="22" fill={fill} stroke={edge} strokeWidth="4" />
        <path d="M32 15l4 8.5 9 1.2-6.6 6.2 1.7 9L32 35.5 23.9 40l1.7-9-6.6-6.2 9-1.2z" fill="#fff" opacity="0.85" />
      </svg>
      <div>
        <span className="level-seal-caption">{t('level')}</span>
        <strong>{t(`levels.${seal}`)}</strong>
      </div>
    </div>
  );
}
