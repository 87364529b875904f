import { useIntl } from '@umijs/max';
import { useId, useState, type ReactNode } from 'react';
import LightButton from '@/components/LightButton';
import useOpenedOnce from '@/hooks/useOpenedOnce';
import styles from './index.less';

export interface FilterFoldProps {
  /** Fold the filters (a phone: `useNarrow()`); otherwise they are drawn as they are. */
  fold: boolean;
  /** How many filters are applied: the button says so ("Filter (2)"). */
  activeFilters: number;
  /** The list's filter controls. */
  children: ReactNode;
}

/**
 * Issue 15 item 1: on a phone a list's filters fold behind one "Filter" button that counts the
 * applied ones, so the first screen shows results, not a form. The filters are first drawn when the
 * visitor opens the fold (issue 13: a phone's start builds, and antd styles, no field nobody sees),
 * then kept, folded or not, with what was typed into them.
 */
export default function FilterFold({ fold, activeFilters, children }: FilterFoldProps) {
  const intl = useIntl();
  const [unfolded, setUnfolded] = useState(false);
  const drawn = useOpenedOnce(unfolded);
  const regionId = useId();
  if (!fold) return <>{children}</>;
  return (
    <>
      <div className={styles.fold}>
        <LightButton kind="default" aria-expanded={unfolded} aria-controls={regionId} onClick={() => setUnfolded(!unfolded)}>
          {activeFilters
            ? intl.formatMessage({ id: 'list.filterCount' }, { count: activeFilters })
            : intl.formatMessage({ id: 'list.filter' })}
        </LightButton>
      </div>
      <div id={regionId} hidden={!unfolded}>
        {drawn ? children : null}
      </div>
    </>
  );
}
