import styles from '../index.less';

/**
 * The type chips before their code has loaded (`ListingChoices`, deferred): each label in a box of
 * the chip's size (the same LESS mixin, `.type-chip`), so the row wraps where the chips will and
 * their arrival moves nothing. Unseen by assistive technology; the chips follow within moments.
 */
export function TypeChoicePlaceholder({ labels }: { labels: string[] }) {
  return (
    <div className={styles.typePlaceholder} aria-hidden>
      {labels.map((label) => (
        <span key={label} className={styles.chipPlaceholder}>
          {label}
        </span>
      ))}
    </div>
  );
}

/** "Only my listings" before the checkbox's code has loaded: its label on a line of the checkbox's height. */
export function MineChoicePlaceholder({ label }: { label: string }) {
  return (
    <span className={styles.minePlaceholder} aria-hidden>
      {label}
    </span>
  );
}
