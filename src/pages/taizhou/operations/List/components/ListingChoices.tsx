import { Checkbox, Radio } from 'antd';
import styles from '../index.less';

/**
 * The transaction-type filter as a wrapping row of chips (antd Radio.Group, button style), for
 * {@link TypeChoicePlaceholder}'s place. `options` are the dictionary's types with "all" first;
 * `onChange` gets the chosen value (empty for all).
 */
export function TypeChoice({
  value,
  options,
  onChange,
}: {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group
      name="transactionType"
      className={styles.typeGroup}
      optionType="button"
      value={value}
      onChange={(e) => onChange(e.target.value as string)}
      options={options}
    />
  );
}

/** "Only my listings" for a logged-in visitor (antd Checkbox), for {@link MineChoicePlaceholder}'s place. */
export function MineChoice({ checked, label, onChange }: { checked: boolean; label: string; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)}>
      {label}
    </Checkbox>
  );
}
